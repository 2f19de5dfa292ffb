import {
  FeaturePage,
  type FieldIssue,
  FileUploadField,
  InputField,
  SignedOut,
  showFieldIssues,
  useContractForm,
} from "@blocks/feature-kit";
import { Button, Form, FormField, FormMessage, SelectField, Skeleton, Textarea, buttonLinkVariants, cn } from "@ds";
import { INQUIRY_CONTENT_MAX, INQUIRY_SUBJECT_MAX, type InquirySite } from "@contracts/inquiries";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useCurrentUser } from "@lib/session/current-user";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useEffect, useMemo, useState } from "react";
import { Eye } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { useCreateInquiry } from "../api/create-inquiry";
import { useInquiryTypes } from "../api/inquiry-types";
import { useInquiriesText } from "../components/use-inquiries-text";
import { EMPTY_DRAFT, clearDraft, loadDraft, saveDraft } from "../model/draft";
import {
  ATTACHMENT_RULES,
  EMPTY_INQUIRY,
  type InquiryValues,
  inquirySchema,
  toInquiryBody,
} from "../model/inquiry-form";
import { serverIssues } from "../model/server-messages";
import { isPublicQnaSite, siteInquiryTypes } from "../model/site-types";

export type ContactUsRegisterScreenProps = {
  /** Back to the site's questions (`list`); once sent, the new question's page (`detail`). */
  paths: { list: string; detail: (id: number) => string };
  area?: Area;
  /** Whose question (sent as `?site=`): the shop's private contact by default; it also picks the types offered. */
  site?: InquirySite;
};

/**
 * `/board/contact-us-register` and `/seouledutravel/qna/contact-us` (spec points 3, 5 and 8): type (the site's
 * `inquiry_type` codes), title, content and up to 5 files. The spec's messages show beside their fields, and so do
 * the server's; what was typed stays on any failure, and is kept for the tab so a session that ends mid-question
 * loses nothing. A site with a public Q&A board says before anything is typed that the question and its answer are
 * shown to everyone with the name masked. A sent question opens its page.
 */
export function ContactUsRegisterScreen({ paths, area = "member", site = "shop" }: ContactUsRegisterScreenProps) {
  const { t } = useInquiriesText();
  const words = formWords(site);
  const loggedIn = useIsLoggedIn(area);
  const user = useCurrentUser(area);
  // the draft belongs to whoever typed it; a failed lookup only costs the draft, never the form
  const ready = user.data !== undefined || user.error !== undefined;
  return (
    <FeaturePage titleClassName="break-words" title={t(`${words}.heading`)}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : !ready ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-10" />
          <Skeleton shape="block" shapeClassName="h-10" />
          <Skeleton shape="block" shapeClassName="h-40" />
        </div>
      ) : (
        <InquiryForm owner={user.data?.id ?? null} paths={paths} area={area} site={site} />
      )}
    </FeaturePage>
  );
}

/** The words of the form: the shop's private inquiry (`register`), or a question for a public Q&A board (`ask`). */
const formWords = (site: InquirySite) => (isPublicQnaSite(site) ? "ask" : "register");

function InquiryForm({
  owner,
  paths,
  area,
  site,
}: {
  owner: number | null;
  paths: ContactUsRegisterScreenProps["paths"];
  area: Area;
  site: InquirySite;
}) {
  const { t, lang } = useInquiriesText();
  const words = formWords(site);
  const navigate = useNavigate();
  const schema = useMemo(() => inquirySchema(t), [t]);
  const [draft] = useState(() => (owner === null ? EMPTY_DRAFT : loadDraft(owner, site)));
  const form = useContractForm<InquiryValues, z.output<typeof schema>>({
    schema,
    defaultValues: { ...draft, files: [] },
  });
  const types = useInquiryTypes();
  const offered = useMemo(() => (types.data ? siteInquiryTypes(types.data, site) : undefined), [types.data, site]);
  const create = useCreateInquiry(area, lang, site);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (owner === null) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(owner, values, site),
    });
  }, [form, owner, site]);

  // a kept type that is no longer offered (on this site) is no choice at all
  useEffect(() => {
    const chosen = form.getValues("type");
    if (offered && chosen && !offered.some((code) => code.code === chosen)) form.setValue("type", "");
  }, [form, offered]);

  const submit = async (values: z.output<typeof schema>) => {
    setMessage(null);
    try {
      const inquiry = await create.trigger(toInquiryBody(values));
      clearDraft(site);
      void navigate(paths.detail(inquiry.id), { replace: true });
    } catch (error) {
      const issues = serverIssues(error, t);
      const onForm = (issue: FieldIssue): issue is FieldIssue<keyof InquiryValues> =>
        Object.hasOwn(EMPTY_INQUIRY, issue.field);
      showFieldIssues(form, issues.filter(onForm));
      const unmatched = issues.filter((issue) => !onForm(issue));
      if (issues.length === 0) setMessage(failureText(error, t));
      else if (unmatched.length > 0) setMessage(unmatched.map((issue) => issue.message).join(" "));
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      <p className="text-sm text-muted-foreground">{t(`${words}.intro`)}</p>
      {isPublicQnaSite(site) && <PublicNotice />}
      <FormMessage>{message}</FormMessage>
      <SelectField
        control={form.control}
        name="type"
        label={t("register.fields.type")}
        hint={types.error ? failureText(types.error, t) : undefined}
        required
        placeholder={t("register.fields.typePlaceholder")}
        disabled={!offered}
        selectClassName="sm:max-w-80"
        options={(offered ?? []).map((code) => ({
          value: code.code,
          label: lang === "ko" ? code.name_ko : code.name_en,
        }))}
      />
      <InputField
        control={form.control}
        name="subject"
        label={t("register.fields.subject")}
        required
        maxLength={INQUIRY_SUBJECT_MAX}
        autoComplete="off"
      />
      <FormField control={form.control} name="content" label={t("register.fields.content")} required>
        {(registered) => <Textarea rows={8} maxLength={INQUIRY_CONTENT_MAX} showCount {...registered} />}
      </FormField>
      <FileUploadField
        control={form.control}
        name="files"
        label={t("register.fields.files")}
        hint={t(`${words}.filesHint`)}
        multiple
        {...ATTACHMENT_RULES}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={create.isMutating}>
          {t(`${words}.submit`)}
        </Button>
        <Link to={paths.list} className={cn(buttonLinkVariants({ intent: "ghost", size: "lg" }))}>
          {t(`${words}.back`)}
        </Link>
      </div>
    </Form>
  );
}

/** Said before anything is typed: on a public board everyone reads the question and its answer. */
function PublicNotice() {
  const { t } = useInquiriesText();
  return (
    <section
      aria-labelledby="qna-public-notice"
      className="flex items-start gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-col gap-1 text-sm text-foreground">
        <h2 id="qna-public-notice" className="text-base font-semibold">
          {t("ask.notice.title")}
        </h2>
        <p>{t("ask.notice.body")}</p>
      </div>
    </section>
  );
}
