import { LoadError, TextLink } from "@blocks/feature-kit";
import { EmptyState, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { FileQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { useSitePage } from "../api/get-site-page";
import { isNotFound } from "@lib/http/failure-text";
import { SitePageFrame } from "../components/site-page-frame";
import { SiteText } from "../components/site-text";
import { useSitePagesText } from "../components/use-site-pages-text";

export type SitePageScreenProps = {
  /** Whose page (a site's name: `sitmmt`, `apec2025`...). */
  site: string;
  /** Which page (`overview`, `venue`...). */
  slug: string;
  /** Where a visitor goes from a page that does not exist. */
  paths: { home: string };
  /**
   * What a visitor does next, under the page (the programme's "Apply now"): the site's, since it leads to another
   * feature's pages. Shown once the page has loaded, or failed to: the way on does not depend on the text.
   */
  actions?: ReactNode;
  /** The page's name as the site's menu says it: its heading while the page's own title is on its way. */
  name?: string;
};

/**
 * A page an operator writes and edits (overview, venue, program...): its title, summary and text, in the page's
 * language. Loading, a failure and a page that does not exist each say so plainly.
 */
export function SitePageScreen({ site, slug, paths, actions, name }: SitePageScreenProps) {
  const { t, lang } = useSitePagesText();
  const page = useSitePage(site, slug, lang);

  if (isNotFound(page.error)) {
    return (
      <SitePageFrame title={t("page.notFound.title")}>
        <EmptyState
          icon={<FileQuestion aria-hidden="true" />}
          titleAs="h2"
          title={t("page.notFound.heading")}
          description={t("page.notFound.body")}
          action={<TextLink to={paths.home}>{t("page.notFound.home")}</TextLink>}
        />
        {actions}
      </SitePageFrame>
    );
  }
  if (page.error) {
    return (
      <SitePageFrame title={t("page.errorTitle")}>
        <LoadError t={t} title={t("page.error")} error={page.error} onRetry={() => void page.mutate()} />
        {actions}
      </SitePageFrame>
    );
  }
  if (!page.data) {
    return name ? (
      <SitePageFrame title={name}>
        <Skeleton lines={8} srLabel={t("shared.loading")} />
      </SitePageFrame>
    ) : (
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-10 w-2/3" />
        <Skeleton lines={8} />
      </main>
    );
  }
  return (
    <SitePageFrame title={page.data.title} lead={page.data.summary || undefined}>
      <SiteText body={page.data.body} />
      <p className="border-t border-border pt-4 text-sm text-muted-foreground">
        {t("page.updated", { date: formatDate(page.data.updated_at, lang) })}
      </p>
      {actions}
    </SitePageFrame>
  );
}
