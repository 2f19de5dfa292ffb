import { buttonLinkVariants } from "@ds";
import { Link } from "react-router";
import { useApplicationsText } from "../components/use-applications-text";
import type { ApplicantPaths } from "./paths";

export type ProgrammeActionsProps = {
  paths: Pick<ApplicantPaths, "registration" | "info">;
};

/**
 * What a visitor does after reading the programme's pages (the introduction and the application guide, which the
 * operators write): apply, or see this year's programme. The site puts it under the operator's text.
 */
export function ProgrammeActions({ paths }: ProgrammeActionsProps) {
  const { t } = useApplicationsText();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.registration()} className={buttonLinkVariants({ size: "lg" })}>
        {t("info.apply")}
      </Link>
      <Link to={paths.info} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
        {t("pageActions.toInfo")}
      </Link>
    </div>
  );
}
