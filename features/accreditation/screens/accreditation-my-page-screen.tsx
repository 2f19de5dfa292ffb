import { TitledSection } from "@blocks/feature-kit";
import { type CompanyProfile, MART_EVENT_YEAR, type MartApplication } from "@contracts/mart";
import { Button, buttonLinkVariants, confirm, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Building2, CalendarClock, List, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useWithdrawApplication } from "../api/apply";
import { type MyBusiness, useMyBusiness } from "../api/get-my-business";
import { AccreditationPage } from "../components/accreditation-page";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { CompanyLogo } from "../components/company-logo";
import { Facts } from "../components/facts";
import { NotCompanyAccount } from "../components/not-company-account";
import { BusinessPending } from "../components/business-pending";
import { useAccreditationText } from "../components/use-accreditation-text";
import { applicationStage, canApply, canWithdraw } from "../model/application-status";
import { countryName } from "../model/countries";
import { failureText } from "../model/failure";

export type AccreditationMyPagePaths = {
  /** The company profile form. */
  application: string;
  /** The confirm page where the company applies. */
  confirm: string;
  businessList: string;
  /** The company's meetings (another feature's page); a fair without meetings on its site yet leaves it out. */
  myMeetings?: string;
};

export type AccreditationMyPageScreenProps = {
  paths: AccreditationMyPagePaths;
  area?: Area;
};

/**
 * `/sitmmt/ppipsa/mypage`: the account and its company, and where the company stands for this year's mart with
 * what that means: waiting for the organiser (and a way to withdraw), approved (the business list and the
 * meetings), or rejected (the organiser's note).
 */
export function AccreditationMyPageScreen({ paths, area = "accreditation" }: AccreditationMyPageScreenProps) {
  const { t } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const business = useMyBusiness(area);
  const data = business.data;
  return (
    <AccreditationPage title={t("myPage.title")}>
      {!loggedIn || business.error || !data ? (
        <BusinessPending loggedIn={loggedIn} business={business} rows={["h-24", "h-32", "h-32"]} />
      ) : (
        <>
          <AccountPanel data={data} />
          {data.role === null ? (
            <NotCompanyAccount />
          ) : (
            <>
              <CompanyPanel profile={data.profile} paths={paths} />
              <ApplicationPanel profile={data.profile} paths={paths} area={area} />
            </>
          )}
        </>
      )}
    </AccreditationPage>
  );
}

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      headingId={id}
      title={title}
      aside={aside}
      align="center"
      className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      {children}
    </TitledSection>
  );
}

function AccountPanel({ data }: { data: MyBusiness }) {
  const { t } = useAccreditationText();
  const type = data.role === null ? "general" : data.role === "buyer" ? "buyer" : `seller_${data.origin ?? "domestic"}`;
  return (
    <Panel id="my-account" title={t("myPage.account.heading")}>
      <Facts
        facts={[
          { label: t("myPage.account.type"), value: t(`accountTypes.${type}`) },
          { label: t("fields.contact_name"), value: data.profile?.contact_name ?? "" },
          { label: t("fields.contact_email"), value: data.profile?.contact_email ?? "" },
        ]}
      />
    </Panel>
  );
}

function CompanyPanel({ profile, paths }: { profile: CompanyProfile | null; paths: AccreditationMyPagePaths }) {
  const { t, lang } = useAccreditationText();
  if (!profile) {
    return (
      <Panel id="my-company" title={t("myPage.company.heading")}>
        <p className="text-foreground">{t("myPage.company.none")}</p>
        <Link to={paths.application} className={`${buttonLinkVariants({})} self-start`}>
          <Building2 aria-hidden="true" />
          {t("myPage.company.create")}
        </Link>
      </Panel>
    );
  }
  return (
    <Panel
      id="my-company"
      title={t("myPage.company.heading")}
      aside={
        <Link to={paths.application} className={buttonLinkVariants({ intent: "outline", size: "sm" })}>
          <Pencil aria-hidden="true" />
          {t("myPage.company.edit")}
        </Link>
      }
    >
      <div className="flex items-center gap-4">
        <CompanyLogo logo={profile.logo} name={profile.name} />
        <div className="flex min-w-0 flex-col">
          <p className="font-semibold break-words text-foreground">{profile.name}</p>
          <p className="text-sm text-muted-foreground">
            {profile.name === profile.name_en ? profile.name_ko : profile.name_en}
          </p>
        </div>
      </div>
      <Facts
        facts={[
          { label: t("fields.country"), value: `${countryName(profile.country, lang)} · ${profile.city}` },
          { label: t("fields.primary_sector"), value: t(`sectors.${profile.primary_sector}`) },
          { label: t("detail.booth"), value: profile.booth_no ?? "" },
          { label: t("myPage.company.updated"), value: formatDate(profile.updated_at, lang) },
        ]}
      />
    </Panel>
  );
}

function ApplicationPanel({
  profile,
  paths,
  area,
}: {
  profile: CompanyProfile | null;
  paths: AccreditationMyPagePaths;
  area: Area;
}) {
  const { t, lang } = useAccreditationText();
  const stage = applicationStage(profile);
  const application = profile?.application ?? null;
  return (
    <Panel id="my-application" title={t("myPage.application.heading", { year: MART_EVENT_YEAR })}>
      <div>
        <ApplicationStatusBadge stage={stage} />
      </div>
      <p className="text-foreground">{t(`status.${stage}.meaning`)}</p>
      {application && (
        <Facts
          facts={[
            { label: t("myPage.application.submitted"), value: formatDate(application.submitted_at, lang) },
            {
              label: t("myPage.application.decided"),
              value: application.decided_at ? formatDate(application.decided_at, lang) : "",
            },
            { label: t("myPage.application.message"), value: application.message },
            {
              label: t("myPage.application.note"),
              value:
                application.status === "rejected" || application.status === "approved" ? application.operator_note : "",
            },
          ]}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {stage === "no_profile" && (
          <Link to={paths.application} className={buttonLinkVariants({})}>
            {t("myPage.company.create")}
          </Link>
        )}
        {canApply(profile) && (
          <Link to={paths.confirm} className={buttonLinkVariants({})}>
            {t("myPage.application.apply")}
          </Link>
        )}
        {stage === "approved" && (
          <>
            <Link to={paths.businessList} className={buttonLinkVariants({})}>
              <List aria-hidden="true" />
              {t("myPage.application.businessList")}
            </Link>
            {paths.myMeetings && (
              <Link to={paths.myMeetings} className={buttonLinkVariants({ intent: "outline" })}>
                <CalendarClock aria-hidden="true" />
                {t("myPage.application.myMeetings")}
              </Link>
            )}
          </>
        )}
        {canWithdraw(application) && <WithdrawButton area={area} application={application as MartApplication} />}
      </div>
    </Panel>
  );
}

function WithdrawButton({ area, application }: { area: Area; application: MartApplication }) {
  const { t, lang } = useAccreditationText();
  const withdraw = useWithdrawApplication(area);
  const ask = async () => {
    const yes = await confirm({
      title: t("myPage.withdraw.title"),
      message: t("myPage.withdraw.body", { date: formatDate(application.submitted_at, lang) }),
      kind: "question",
      intent: "danger",
      confirmLabel: t("myPage.withdraw.yes"),
      cancelLabel: t("myPage.withdraw.no"),
    });
    if (!yes) return;
    try {
      await withdraw.trigger();
      toast.success(t("myPage.withdraw.done"));
    } catch (error) {
      toast.error(failureText(error, t));
    }
  };
  return (
    <Button intent="outline" loading={withdraw.isMutating} onClick={() => void ask()}>
      {t("myPage.withdraw.action")}
    </Button>
  );
}
