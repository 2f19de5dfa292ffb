import type { PostSummary } from "@contracts/boards";
import { Badge, EmptyState, Pagination, Skeleton } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { Paperclip, Pin, SearchX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useBoardPosts } from "../api/board-posts";
import { BoardNav } from "../components/board-nav";
import { isNotFound } from "../components/is-not-found";
import { LoadError } from "../components/load-error";
import { SitePageFrame } from "../components/site-page-frame";
import { TextLink } from "../components/text-link";
import { useSitePagesText } from "../components/use-site-pages-text";
import { type SiteBoardPaths, boardLinks } from "./site-board-paths";

export type SiteBoardScreenProps = {
  site: string;
  /** The site's list boards, in the order shown (the first is the default). */
  types: readonly string[];
  /** `?type=` of the address; none is the first board, an unknown one is "board not found". */
  type?: string | null;
  /** `?page=` of the address. */
  page?: string | null;
  paths: SiteBoardPaths;
};

const PAGE_SIZE = 10;

function pageOf(value: string | null | undefined): number {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A microsite's boards (notices, press, media...) from the shared board service: one board at a time, pinned
 * posts first, paged; the board and the page live in the address.
 */
export function SiteBoardScreen({ site, types, type: typeParam, page: pageParam, paths }: SiteBoardScreenProps) {
  const { t, lang } = useSitePagesText();
  const navigate = useNavigate();
  const type = typeParam ? (types.includes(typeParam) ? typeParam : null) : (types[0] ?? null);
  const page = pageOf(pageParam);
  const list = useBoardPosts(site, type, lang, page, PAGE_SIZE);
  const label = (board: string) => t(`board.types.${board}`);
  const links = boardLinks(types, paths, label);
  const first = types[0] ?? "notice";

  const notFound = (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      titleAs="h2"
      title={t("board.notFound.title")}
      description={t("board.notFound.body")}
      action={<TextLink to={paths.board(first)}>{t("board.notFound.link", { board: label(first) })}</TextLink>}
    />
  );

  return (
    <SitePageFrame title={type ? label(type) : t("board.title")}>
      <BoardNav links={links} current={type} />
      {!type || isNotFound(list.error) ? (
        notFound
      ) : list.error ? (
        <LoadError title={t("board.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-14" />
          <Skeleton shape="block" shapeClassName="h-14" />
          <Skeleton shape="block" shapeClassName="h-14" />
        </div>
      ) : list.data.rows.length === 0 ? (
        <EmptyState kind="posts" titleAs="h2" title={t("board.empty", { board: label(type) })} description={null} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t("board.count", { count: list.data.meta.total, total: formatNumber(list.data.meta.total, lang) })}
          </p>
          <ul className="flex flex-col border-t border-border">
            {list.data.rows.map((post) => (
              <PostRow key={post.id} post={post} href={paths.post(type, post.id)} />
            ))}
          </ul>
          {list.data.meta.total_pages > 1 && (
            <Pagination
              page={page}
              pageCount={list.data.meta.total_pages}
              onPageChange={(next) => void navigate(paths.board(type, next))}
              label={t("board.pages")}
            />
          )}
        </>
      )}
    </SitePageFrame>
  );
}

function PostRow({ post, href }: { post: PostSummary; href: string }) {
  const { t, lang } = useSitePagesText();
  return (
    <li className="relative flex flex-col gap-1 border-b border-border px-2 py-3 transition-colors duration-fast ease-standard hover:bg-hover">
      <div className="flex items-start gap-2">
        {post.pinned && (
          <Badge variant="primary" size="sm">
            <Pin aria-hidden="true" />
            {t("board.pinned")}
          </Badge>
        )}
        <Link
          to={href}
          className="min-w-0 flex-1 font-medium break-words text-foreground no-underline outline-hidden after:absolute after:inset-0 focus-visible:after:shadow-focus"
        >
          {post.title}
        </Link>
        {post.attachment_count > 0 && (
          <Paperclip aria-label={t("board.hasFiles")} className="size-4 shrink-0 text-muted-foreground" />
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={post.published_at}>{formatDate(post.published_at, lang)}</time>
      </p>
    </li>
  );
}
