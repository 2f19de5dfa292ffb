import { LoadError, SignedOut, TitledSection } from "@blocks/feature-kit";
import { EmptyState, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMember } from "../api/get-member";
import { OPERATOR_AREA } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { ApplicationsTable } from "../components/applications-table";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";

export type MemberDetailScreenProps = { paths: EduAdminPaths; memberId: number };

/** `/seouleduadmin/members-detail/{memberId}`: one travel-area member, their account and their applications. */
export function MemberDetailScreen({ paths, memberId }: MemberDetailScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const member = useMember(memberId, lang);
  const back = { to: paths.members, label: t("members.back") };

  let title: ReactNode = t("members.detailTitle");
  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (member.error && !member.data)
    body = isNotFound(member.error) ? (
      <EmptyState
        icon={<UserX aria-hidden="true" />}
        titleAs="h2"
        title={t("members.notFound.title")}
        description={t("members.notFound.body")}
        action={<Link to={paths.members}>{t("members.back")}</Link>}
      />
    ) : (
      <LoadError
        t={t}
        describe={failureText}
        title={t("members.detailError")}
        error={member.error}
        onRetry={() => void member.mutate()}
      />
    );
  else if (!member.data) body = <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-40" />;
  else {
    const data = member.data;
    title = data.name;
    const rows: [string, string][] = [
      [t("members.table.email"), data.email],
      [t("members.table.phone"), data.phone ?? t("shared.notSet")],
      [t("members.table.lang"), t(`fields.langs.${data.lang}`)],
      [
        t("members.table.status"),
        ["active", "inactive", "deleted"].includes(data.status)
          ? t(`members.accountStatus.${data.status}`)
          : data.status,
      ],
      [t("members.table.joined"), formatDate(data.created_at, lang)],
    ];
    body = (
      <>
        <TitledSection title={t("members.account")} className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <TitledSection
          title={t("members.applications")}
          aside={
            <p className="text-sm text-muted-foreground">
              {t("applications.count", { count: data.application_list.length })}
            </p>
          }
          className="flex flex-col gap-3"
        >
          {data.application_list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("members.noApplications")}</p>
          ) : (
            <ApplicationsTable
              rows={data.application_list}
              loading={false}
              caption={t("members.applicationsCaption")}
              detailPath={paths.application}
            />
          )}
        </TitledSection>
      </>
    );
  }

  return (
    <AdminPage title={title} back={back}>
      {body}
    </AdminPage>
  );
}
