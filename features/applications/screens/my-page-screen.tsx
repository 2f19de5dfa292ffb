import { FeaturePage, SignedOut, TextLink, TitledSection } from "@blocks/feature-kit";
import type { EduApplicationSummary } from "@contracts/applications";
import { formatPeriod } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { buttonLinkVariants } from "@ds";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { AREA } from "../api/paths";
import { ApplicationStatusBadge } from "../components/status-badges";
import { MyApplicationsStates } from "../components/my-applications-states";
import { useApplicationsText } from "../components/use-applications-text";
import { type AttentionKind, needsAttention } from "../model/status";
import type { ApplicantPaths } from "./paths";

export type MyPageScreenProps = {
  paths: Pick<ApplicantPaths, "detail" | "registration" | "report" | "myApplications">;
};

/**
 * `/seouledutravel/mypage`: the member's overview: what needs their hand now (a draft to finish, information the
 * operators asked for, a report due or overdue) and each application's status.
 */
export function MyPageScreen({ paths }: MyPageScreenProps) {
  const { t } = useApplicationsText();
  const loggedIn = useIsLoggedIn(AREA);
  return (
    <FeaturePage title={t("myPage.heading")}>{loggedIn ? <Overview paths={paths} /> : <SignedOut t={t} />}</FeaturePage>
  );
}

function Overview({ paths }: MyPageScreenProps) {
  const { t, lang } = useApplicationsText();
  return (
    <MyApplicationsStates
      paths={paths}
      empty={{ title: "myPage.empty.title", description: "myPage.empty.description" }}
      skeletonRows={["h-24", "h-40"]}
    >
      {(rows) => (
        <>
          <Attention rows={rows} paths={paths} />
          <TitledSection
            title={t("myPage.applications")}
            aside={<TextLink to={paths.myApplications}>{t("myPage.allApplications")}</TextLink>}
            className="flex flex-col gap-3"
          >
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {rows.map((application) => (
                <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <TextLink to={paths.detail(application.id)} className="font-medium">
                      {application.programme.title}
                    </TextLink>
                    <span className="text-sm text-muted-foreground">
                      {formatPeriod(application.programme.trip_start, application.programme.trip_end, lang)}
                    </span>
                  </div>
                  <ApplicationStatusBadge status={application.status} />
                </li>
              ))}
            </ul>
          </TitledSection>
        </>
      )}
    </MyApplicationsStates>
  );
}

function Attention({ rows, paths }: { rows: readonly EduApplicationSummary[]; paths: MyPageScreenProps["paths"] }) {
  const { t } = useApplicationsText();
  const items = needsAttention(rows);
  const target = (kind: AttentionKind, id: number) =>
    kind === "draft" || kind === "info_requested" ? paths.registration(id) : paths.report(id);
  return (
    <TitledSection title={t("myPage.attention.heading")} className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("myPage.attention.none")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map(({ kind, application }) => (
            <li
              key={`${kind}-${application.id}`}
              data-attention={kind}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium text-foreground">{t(`myPage.attention.${kind}.title`)}</p>
                <p className="text-sm text-muted-foreground">{application.programme.title}</p>
              </div>
              <Link to={target(kind, application.id)} className={buttonLinkVariants({ intent: "outline" })}>
                {t(`myPage.attention.${kind}.action`)}
                <span className="sr-only"> ({application.programme.title})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
