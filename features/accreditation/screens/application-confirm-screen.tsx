import { FormAlert, TextLink, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { MART_EVENT_YEAR } from "@contracts/mart";
import { Button, Checkbox, EmptyState, Form, FormField, Textarea, buttonLinkVariants, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FilePen } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useApply } from "../api/apply";
import { useMyBusiness } from "../api/get-my-business";
import { AccreditationPage } from "../components/accreditation-page";
import { ApplicationStatusBadge } from "../components/application-status-badge";
import { BackLink } from "../components/back-link";
import { NotCompanyAccount } from "../components/not-company-account";
import { ProfileSummary } from "../components/profile-summary";
import { BusinessPending } from "../components/business-pending";
import { useAccreditationText } from "../components/use-accreditation-text";
import { applicationStage, canApply } from "../model/application-status";
import { APPLY_MESSAGE_MAX, type ApplyValues, EMPTY_APPLY, applyIssues, toApplyBody } from "../model/apply-form";
import { serverFailure } from "../model/failure";

export type ApplicationConfirmScreenProps = {
  /** The site's addresses: the profile form (to correct it) and the company's page (after applying). */
  paths: { edit: string; myPage: string };
  area?: Area;
};

/**
 * `/sitmmt/ppipsa/business/application/confirm`: the saved profile read back, the business agreement (required)
 * and a message to the organiser, then "Apply" for this year's mart. A company that already applied, or has no
 * profile yet, is told so plainly; an application goes to the company's page with a confirmation.
 */
export function ApplicationConfirmScreen({ paths, area = "accreditation" }: ApplicationConfirmScreenProps) {
  const { t, lang } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const business = useMyBusiness(area);
  const data = business.data;
  const profile = data?.profile ?? null;
  const stage = applicationStage(profile);

  return (
    <AccreditationPage
      title={t("confirm.title", { year: MART_EVENT_YEAR })}
      eyebrow={<BackLink to={paths.myPage}>{t("shared.myPage")}</BackLink>}
    >
      {!loggedIn || business.error || !data ? (
        <BusinessPending loggedIn={loggedIn} business={business} rows={["h-40", "h-24"]} />
      ) : data.role === null ? (
        <NotCompanyAccount />
      ) : !profile ? (
        <EmptyState
          icon={<FilePen aria-hidden="true" />}
          titleAs="h2"
          title={t("confirm.noProfile.title")}
          description={t("confirm.noProfile.body")}
          action={
            <Link to={paths.edit} className={buttonLinkVariants({})}>
              {t("confirm.noProfile.action")}
            </Link>
          }
        />
      ) : (
        <>
          <section
            aria-labelledby="confirm-profile"
            className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="confirm-profile" className="text-lg font-semibold text-foreground">
                {t("confirm.profileHeading")}
              </h2>
              <TextLink to={paths.edit}>{t("confirm.edit")}</TextLink>
            </div>
            <p className="-mt-2 text-sm text-muted-foreground">
              {t("confirm.profileNote", { date: formatDate(profile.updated_at, lang) })}
            </p>
            <ProfileSummary profile={profile} />
          </section>
          {canApply(profile) ? (
            <ApplyForm area={area} paths={paths} />
          ) : (
            <section
              aria-labelledby="confirm-applied"
              className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:p-6"
            >
              <h2 id="confirm-applied" className="text-lg font-semibold text-foreground">
                {t("confirm.appliedHeading")}
              </h2>
              <div>
                <ApplicationStatusBadge stage={stage} />
              </div>
              <p className="text-sm text-foreground">{t(`status.${stage}.meaning`)}</p>
              <TextLink to={paths.myPage} className="self-start">
                {t("confirm.toMyPage")}
              </TextLink>
            </section>
          )}
        </>
      )}
    </AccreditationPage>
  );
}

function ApplyForm({ area, paths }: { area: Area; paths: ApplicationConfirmScreenProps["paths"] }) {
  const { t } = useAccreditationText();
  const navigate = useNavigate();
  const apply = useApply(area);
  const form = useContractForm<ApplyValues>({ defaultValues: EMPTY_APPLY, check: (values) => applyIssues(values, t) });
  const [failure, setFailure] = useState<{ text: string; code: string } | null>(null);

  const submit = async (values: ApplyValues) => {
    setFailure(null);
    try {
      await apply.trigger(toApplyBody(values));
      toast.success(t("confirm.applied"));
      void navigate(paths.myPage);
    } catch (error) {
      const mapped = serverFailure(error, ["agree_business", "message"] as const, t);
      showFieldIssues(form, mapped.fields);
      const code = error instanceof HttpError ? error.code : "";
      if (mapped.message) setFailure({ text: mapped.message, code });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="apply-heading"
      className="rounded-lg border border-border p-4 sm:p-6"
    >
      <h2 id="apply-heading" className="text-lg font-semibold text-foreground">
        {t("confirm.applyHeading", { year: MART_EVENT_YEAR })}
      </h2>
      {failure && (
        <FormAlert
          action={
            failure.code === "PROFILE_REQUIRED" ? (
              <TextLink to={paths.edit}>{t("confirm.noProfile.action")}</TextLink>
            ) : failure.code === "ALREADY_APPLIED" ? (
              <TextLink to={paths.myPage}>{t("confirm.toMyPage")}</TextLink>
            ) : undefined
          }
        >
          {`${t("confirm.failed")} ${failure.text}`}
        </FormAlert>
      )}
      <FormField control={form.control} name="message" label={t("confirm.message")} hint={t("confirm.messageHint")}>
        {(registered) => <Textarea rows={4} maxLength={APPLY_MESSAGE_MAX} showCount {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="agree_business"
        required
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={t("confirm.agree")}
            description={t("confirm.agreeText")}
            checked={field.value}
            onCheckedChange={(next) => field.onChange(next === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <div>
        <Button type="submit" size="lg" loading={apply.isMutating}>
          {t("confirm.submit")}
        </Button>
      </div>
    </Form>
  );
}
