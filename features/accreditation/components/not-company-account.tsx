import { EmptyState } from "@ds";
import { Building2 } from "lucide-react";
import { useAccreditationText } from "./use-accreditation-text";

/** A general account has no company: the mart's company pages are for buyer and seller accounts. */
export function NotCompanyAccount() {
  const { t } = useAccreditationText();
  return (
    <EmptyState
      icon={<Building2 aria-hidden="true" />}
      titleAs="h2"
      title={t("shared.notCompany.title")}
      description={t("shared.notCompany.body")}
    />
  );
}
