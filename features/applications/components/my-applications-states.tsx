import { ListStates } from "@blocks/shop-kit";
import type { EduApplicationSummary } from "@contracts/applications";
import { EmptyState, buttonLinkVariants } from "@ds";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMyApplications } from "../api/list-my-applications";
import { failureText } from "../model/messages";
import type { ApplicantPaths } from "../screens/paths";
import { useApplicationsText } from "./use-applications-text";

export type MyApplicationsStatesProps = {
  paths: Pick<ApplicantPaths, "registration">;
  /** The empty state's words: keys under `applications`. */
  empty: { title: string; description: string };
  skeletonRows: readonly string[];
  children: (rows: readonly EduApplicationSummary[]) => ReactNode;
};

/**
 * The member's applications as the list and the overview read them: loading, an error with a retry, none yet
 * (with the way to apply), or the rows.
 */
export function MyApplicationsStates({ paths, empty, skeletonRows, children }: MyApplicationsStatesProps) {
  const { t, lang } = useApplicationsText();
  const list = useMyApplications(lang);
  return (
    <ListStates
      list={list}
      t={t}
      describe={failureText}
      errorTitle={t("list.error")}
      skeletonRows={skeletonRows}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          titleAs="h2"
          title={t(empty.title)}
          description={t(empty.description)}
          action={
            <Link to={paths.registration()} className={buttonLinkVariants({ size: "lg" })}>
              {t("list.empty.apply")}
            </Link>
          }
        />
      }
    >
      {children}
    </ListStates>
  );
}
