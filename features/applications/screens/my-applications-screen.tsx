import { FeaturePage, SignedOut } from "@blocks/feature-kit";
import { ListStates } from "@blocks/shop-kit";
import { EmptyState, buttonLinkVariants } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { AREA } from "../api/paths";
import { useMyApplications } from "../api/list-my-applications";
import { ApplicationRow } from "../components/application-row";
import { useApplicationsText } from "../components/use-applications-text";
import { failureText } from "../model/messages";
import type { ApplicantPaths } from "./paths";

export type MyApplicationsScreenProps = { paths: Pick<ApplicantPaths, "detail" | "registration"> };

/** `/seouledutravel/myapplication`: the member's applications, newest first, each with its status and report. */
export function MyApplicationsScreen({ paths }: MyApplicationsScreenProps) {
  const { t } = useApplicationsText();
  const loggedIn = useIsLoggedIn(AREA);
  return (
    <FeaturePage title={t("list.heading")}>
      {loggedIn ? <ApplicationList paths={paths} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function ApplicationList({ paths }: MyApplicationsScreenProps) {
  const { t, lang } = useApplicationsText();
  const list = useMyApplications(lang);
  return (
    <ListStates
      list={list}
      t={t}
      describe={failureText}
      errorTitle={t("list.error")}
      skeletonRows={["h-32", "h-32"]}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          titleAs="h2"
          title={t("list.empty.title")}
          description={t("list.empty.description")}
          action={
            <Link to={paths.registration()} className={buttonLinkVariants({ size: "lg" })}>
              {t("list.empty.apply")}
            </Link>
          }
        />
      }
    >
      {(rows) => (
        <ul className="flex flex-col gap-3">
          {rows.map((application) => (
            <li key={application.id}>
              <ApplicationRow application={application} paths={paths} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
