import { OperatorPage } from "@blocks/feature-kit";
import type { ReactNode } from "react";
import { useAdminText } from "./use-admin-text";

/**
 * The operators' pages' frame, wide enough for tables, their words on Korea time. The site puts its own operators'
 * navigation around it (the fair's operator pages come from more than one feature).
 */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useAdminText();
  return (
    <OperatorPage title={title} intro={`${intro} ${t("shared.koreaTime")}`} width="wide">
      {children}
    </OperatorPage>
  );
}
