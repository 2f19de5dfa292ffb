import { FeaturePage, SignedOut } from "@blocks/feature-kit";
import { useIsLoggedIn } from "@lib/session/use-session";
import { AREA } from "../api/paths";
import { ApplicationRow } from "../components/application-row";
import { MyApplicationsStates } from "../components/my-applications-states";
import { useApplicationsText } from "../components/use-applications-text";
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
  return (
    <MyApplicationsStates
      paths={paths}
      empty={{ title: "list.empty.title", description: "list.empty.description" }}
      skeletonRows={["h-32", "h-32"]}
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
    </MyApplicationsStates>
  );
}
