import type { SiteName } from "@contracts/site-map";
import {
  type BoardScreenProps,
  type FaqScreenProps,
  type PostDetailScreenProps,
  loadBoardScreen,
  loadFaqScreen,
  loadNoticeListScreen,
  loadPostDetailScreen,
} from "@features/board";
import { loadSitePageScreen } from "@features/site-pages";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "./microsite-layout";
import { withMessages } from "./with-messages";

// A microsite's public content pages: the pages its organisers write and its boards, from the shared site-pages and
// board features. Each screen loads with the first page that shows it, with its messages: a visitor reading a
// page the organisers wrote downloads no board.

const titled = (titleKey: string): MicrositeRouteHandle => ({ titleKey });
const board = <T,>(load: () => Promise<T>) => withMessages(load, ["board"]);

/** A page the organisers write (a site page): its slug, its address and its title (a key of the site's namespace). */
export type SitePageEntry = {
  slug: string;
  path: string;
  titleKey: string;
  /**
   * The site's namespace, for a page headed by its menu's name while its own text loads (the title in the site's
   * words); without it the heading waits for the page.
   */
  namespace?: string;
};

/** The route of a page the organisers write on `site`; a page not written yet leads back to `home`. */
export function sitePageRoute(
  site: string,
  home: string,
  { slug, path, titleKey, namespace }: SitePageEntry,
): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const SitePageScreen = await withMessages(loadSitePageScreen, ["site-pages"]);
      if (namespace === undefined) {
        return { Component: () => <SitePageScreen key={slug} site={site} slug={slug} paths={{ home }} /> };
      }
      return {
        Component: function NamedSitePage() {
          const { t } = useTranslation(namespace);
          return <SitePageScreen key={slug} site={site} slug={slug} name={t(titleKey)} paths={{ home }} />;
        },
      };
    },
  };
}

/**
 * The notices of a site without a page per notice, at `path`: each opens in place; the page is `?page=` (none on
 * the first).
 */
export function noticeListRoute(site: SiteName, path: string, titleKey: string): RouteObject {
  const list = (page: number) => (page > 1 ? `${path}?page=${page}` : path);
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const NoticeListScreen = await board(loadNoticeListScreen);
      return {
        Component: function NoticeListPage() {
          const [query] = useSearchParams();
          return <NoticeListScreen site={site} page={query.get("page")} paths={{ list }} />;
        },
      };
    },
  };
}

/** One board at `path`, searched by words and paged in its address (`?keyword=&page=`). */
export function boardRoute(
  path: string,
  titleKey: string,
  props: Omit<BoardScreenProps, "keyword" | "page" | "search">,
): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const BoardScreen = await board(loadBoardScreen);
      return {
        Component: function BoardPage() {
          const [query] = useSearchParams();
          return <BoardScreen {...props} keyword={query.get("keyword")} page={query.get("page")} />;
        },
      };
    },
  };
}

/** A post's page at `path` (its `:id` names the post). */
export function postRoute(path: string, titleKey: string, post: Omit<PostDetailScreenProps, "id">): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const PostDetailScreen = await board(loadPostDetailScreen);
      return {
        Component: function PostPage() {
          const { id } = useParams();
          return <PostDetailScreen key={id} {...post} id={id} />;
        },
      };
    },
  };
}

/** A site's FAQ at `path`: its questions open to their answers. */
export function faqRoute(path: string, titleKey: string, faq: FaqScreenProps): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const FaqScreen = await board(loadFaqScreen);
      return { Component: () => <FaqScreen {...faq} /> };
    },
  };
}
