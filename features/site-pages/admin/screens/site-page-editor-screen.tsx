import {
  FeaturePage,
  FormAlert,
  type FormLang,
  LanguageColumns,
  LanguageTitleField,
  LoadError,
  SignedOut,
  TitledSection,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
} from "@blocks/feature-kit";
import type { AdminSitePage } from "@contracts/mart";
import { Button, Form, FormField, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, Textarea, cn, toast } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Info } from "lucide-react";
import { useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { SiteText } from "../../components/site-text";
import { useAdminPage } from "../api/get-page";
import { OPERATOR_AREA } from "../api/paths";
import { usePageWrite } from "../api/write-page";
import { useSitePagesAdminText } from "../components/use-site-pages-admin-text";
import {
  EMPTY_PAGE,
  PAGE_FIELDS,
  PAGE_LIMITS,
  type PageValues,
  failureText,
  pageIssues,
  pageValues,
  serverFailure,
} from "../model/page-form";

export type SitePageEditorScreenProps = {
  site: string;
  slug: string;
  /** The site's pages operators write, as links above the editor (the open one marked). */
  pages: readonly string[];
  /** The editor's address of a page. */
  pagePath: (slug: string) => string;
};

/**
 * A site's page for its operators (`/seouleduadmin/pages/{slug}`): title, summary and text in English and Korean,
 * saved together, with a preview of each language as visitors will read it. A page nobody wrote yet starts empty
 * and is created by its first save. Leaving with unsaved changes asks first.
 */
export function SitePageEditorScreen({ site, slug, pages, pagePath }: SitePageEditorScreenProps) {
  const { t } = useSitePagesAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const name = (page: string) => t(`pages.${page}`, { defaultValue: page });
  return (
    <FeaturePage title={t("editor.title", { page: name(slug) })}>
      {pages.length > 1 && (
        <nav aria-label={t("editor.pagesLabel")}>
          <ul className="flex flex-wrap gap-2">
            {pages.map((page) => (
              <li key={page}>
                <Link
                  to={pagePath(page)}
                  aria-current={page === slug ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium no-underline",
                    "transition-colors duration-fast ease-standard outline-hidden focus-visible:shadow-focus",
                    page === slug
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-surface text-foreground hover:bg-hover",
                  )}
                >
                  {name(page)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {loggedIn ? <Editor key={`${site}/${slug}`} site={site} slug={slug} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Editor({ site, slug }: { site: string; slug: string }) {
  const { t } = useSitePagesAdminText();
  const page = useAdminPage(site, slug);
  const unwritten = page.error !== undefined && isNotFound(page.error);
  if (page.error && !page.data && !unwritten)
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("editor.loadError")}
        error={page.error}
        onRetry={() => void page.mutate()}
      />
    );
  if (!page.data && !unwritten)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-10" />
        <Skeleton shape="block" shapeClassName="h-64" />
      </div>
    );
  return <PageForm site={site} slug={slug} saved={page.data} />;
}

function PageForm({ site, slug, saved }: { site: string; slug: string; saved?: AdminSitePage }) {
  const { t, lang } = useSitePagesAdminText();
  const write = usePageWrite(site, slug, lang);
  const [alert, setAlert] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState(saved?.updated_at ?? null);
  const form = useContractForm<PageValues>({
    defaultValues: saved ? pageValues(saved) : EMPTY_PAGE,
    check: (values) => pageIssues(values, t),
  });
  useLeaveWarning(form.formState.isDirty);

  const submit = async (values: PageValues) => {
    setAlert(null);
    try {
      const page = await write(values);
      // what was saved is the new starting point: unchanged until typed again
      form.reset(values);
      setSavedAt(page.updated_at);
      toast.success(t("editor.saved"));
    } catch (error) {
      const failure = serverFailure(error, PAGE_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {saved ? (
        savedAt && (
          <p className="text-sm text-muted-foreground">
            {t("editor.updatedAt", { date: formatDateTime(savedAt, lang) })}
          </p>
        )
      ) : (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm text-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("editor.unwritten")}
        </p>
      )}
      <Form form={form} onSubmit={submit} aria-label={t("editor.formLabel")}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <LanguageColumns legend={(lang) => t(`editor.languages.${lang}`)}>
          {(lang) => <LanguageFields control={form.control} lang={lang} />}
        </LanguageColumns>
        <div>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t("editor.save")}
          </Button>
        </div>
      </Form>
      <Preview control={form.control} />
    </div>
  );
}

function LanguageFields({ control, lang }: { control: Control<PageValues>; lang: FormLang }) {
  const { t } = useSitePagesAdminText();
  return (
    <>
      <LanguageTitleField control={control} lang={lang} t={t} maxLength={PAGE_LIMITS.title} />
      <FormField
        control={control}
        name={`summary_${lang}`}
        label={t("editor.fields.summary")}
        summaryLabel={t(`editor.fields.summary_${lang}`)}
        hint={t("editor.fields.summaryHint")}
      >
        {(registered) => <Textarea rows={3} maxLength={PAGE_LIMITS.summary} {...registered} />}
      </FormField>
      <FormField
        control={control}
        name={`body_${lang}`}
        label={t("editor.fields.body")}
        summaryLabel={t(`editor.fields.body_${lang}`)}
        hint={t("editor.fields.bodyHint")}
      >
        {(registered) => <Textarea rows={14} maxLength={PAGE_LIMITS.body} {...registered} />}
      </FormField>
    </>
  );
}

/** The page as visitors will read it, from what is typed now (saved or not), one language at a time. */
function Preview({ control }: { control: Control<PageValues> }) {
  const { t } = useSitePagesAdminText();
  const values = useWatch({ control });
  return (
    <TitledSection title={t("preview.title")} className="flex flex-col gap-3">
      <Tabs defaultValue="en" className="flex flex-col gap-3">
        <TabsList aria-label={t("preview.languages")}>
          <TabsTrigger value="en">{t("editor.languages.en")}</TabsTrigger>
          <TabsTrigger value="ko">{t("editor.languages.ko")}</TabsTrigger>
        </TabsList>
        {(["en", "ko"] as const).map((lang) => (
          <TabsContent key={lang} value={lang}>
            <article lang={lang} className="flex flex-col gap-3 rounded-md border border-border p-4">
              <p className="text-2xl font-bold break-words text-foreground">
                {values[`title_${lang}`] || t("preview.noTitle")}
              </p>
              {values[`summary_${lang}`] && <p className="text-muted-foreground">{values[`summary_${lang}`]}</p>}
              {values[`body_${lang}`] ? (
                <SiteText body={values[`body_${lang}`] ?? ""} headingLevel={3} />
              ) : (
                <p className="text-sm text-muted-foreground">{t("preview.noBody")}</p>
              )}
            </article>
          </TabsContent>
        ))}
      </Tabs>
    </TitledSection>
  );
}
