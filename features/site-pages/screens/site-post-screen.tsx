import { EmptyState, Skeleton, buttonLinkVariants, cn, formatFileSize } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { ArrowLeft, ChevronLeft, Download, Eye, FileText, ImageIcon, SearchX } from "lucide-react";
import { Link } from "react-router";
import { useBoardPost } from "../api/board-posts";
import { isNotFound } from "../components/is-not-found";
import { LoadError } from "../components/load-error";
import { SitePageFrame } from "../components/site-page-frame";
import { SiteText } from "../components/site-text";
import { TextLink } from "../components/text-link";
import { useSitePagesText } from "../components/use-site-pages-text";
import type { SiteBoardPaths } from "./site-board-paths";

export type SitePostScreenProps = {
  site: string;
  /** The post's board (`press` for `/board/press-detail/{id}`). */
  type: string;
  /** From the address; anything but a positive whole number is "not found". */
  id: string | number | undefined;
  paths: SiteBoardPaths;
};

function postId(value: SitePostScreenProps["id"]): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One post of a microsite's board: title, day and views, its text (plain, never HTML), its files, its neighbours. */
export function SitePostScreen({ site, type, id: idParam, paths }: SitePostScreenProps) {
  const { t, lang } = useSitePagesText();
  const id = postId(idParam);
  const post = useBoardPost(site, type, id, lang);
  const board = t(`board.types.${type}`);
  const back = (
    <Link
      to={paths.board(type)}
      className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary no-underline outline-hidden hover:underline focus-visible:shadow-focus"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {board}
    </Link>
  );

  if (id === null || isNotFound(post.error)) {
    return (
      <SitePageFrame title={board}>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("post.notFound.title")}
          description={t("post.notFound.body")}
          action={<TextLink to={paths.board(type)}>{t("post.backToList")}</TextLink>}
        />
      </SitePageFrame>
    );
  }
  if (post.error) {
    return (
      <SitePageFrame title={board} eyebrow={back}>
        <LoadError title={t("post.error")} error={post.error} onRetry={() => void post.mutate()} />
      </SitePageFrame>
    );
  }
  if (!post.data) {
    return (
      <SitePageFrame title={board} eyebrow={back}>
        <Skeleton lines={6} srLabel={t("shared.loading")} />
      </SitePageFrame>
    );
  }
  const data = post.data;
  return (
    <SitePageFrame title={data.title} eyebrow={back}>
      <p className="-mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <time dateTime={data.published_at}>{formatDate(data.published_at, lang)}</time>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {t("post.views", { count: data.view_count, views: formatNumber(data.view_count, lang) })}
        </span>
      </p>
      <SiteText body={data.content} />
      {data.attachments.length > 0 && (
        <section aria-labelledby="post-files" className="flex flex-col gap-2">
          <h2 id="post-files" className="text-base font-semibold text-foreground">
            {t("post.files", { count: data.attachments.length })}
          </h2>
          <ul className="flex flex-col gap-2">
            {data.attachments.map((file) => {
              const Icon = file.mime.startsWith("image/") ? ImageIcon : FileText;
              return (
                <li key={file.id}>
                  <a
                    href={file.url}
                    download={file.name}
                    className="flex items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm no-underline outline-hidden transition-colors duration-fast ease-standard hover:bg-hover focus-visible:shadow-focus"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate font-medium text-foreground">{file.name}</span>
                    <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size, lang)}</span>
                    <Download aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {(data.previous || data.next) && (
        <nav aria-label={t("post.neighbours")} className="flex flex-col border-y border-border text-sm">
          {[
            { key: "previous", rel: "prev", item: data.previous },
            { key: "next", rel: "next", item: data.next },
          ].map(({ key, rel, item }) =>
            item ? (
              <Link
                key={key}
                to={paths.post(type, item.id)}
                rel={rel}
                className="flex items-center gap-3 px-2 py-3 no-underline outline-hidden transition-colors duration-fast ease-standard not-last:border-b not-last:border-border hover:bg-hover focus-visible:shadow-focus"
              >
                <span className="w-16 shrink-0 font-medium text-muted-foreground">{t(`post.${key}`)}</span>
                <span className="min-w-0 flex-1 truncate text-foreground">{item.title}</span>
              </Link>
            ) : null,
          )}
        </nav>
      )}
      <Link to={paths.board(type)} className={cn(buttonLinkVariants({ intent: "outline" }), "self-start")}>
        <ArrowLeft aria-hidden="true" />
        {t("post.backToList")}
      </Link>
    </SitePageFrame>
  );
}
