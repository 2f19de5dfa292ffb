import type { SiteName } from "@contracts/site-map";
import {
  BOARD_ADMIN_NAMESPACES,
  type BoardAdminPaths,
  loadBoardAdminScreen,
  loadPostEditorScreen,
} from "@features/board/admin";
import { SITE_PAGES_ADMIN_NAMESPACES, loadSitePageEditorScreen } from "@features/site-pages/admin";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "./microsite-layout";
import { withMessages } from "./with-messages";

// The content screens are the shared features' operators' doors, each loading with its own messages.
const boards = <T,>(load: () => Promise<T>) => withMessages(load, BOARD_ADMIN_NAMESPACES);
const sitePages = <T,>(load: () => Promise<T>) => withMessages(load, SITE_PAGES_ADMIN_NAMESPACES);
const notFound = () => import("./not-found-screen");
const titled = (titleKey: string) => ({ titleKey }) satisfies MicrositeRouteHandle;

/** A positive whole number from the address, or null (the page then is one nobody serves). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The board the address names (`?type=`), or null when it names none of the site's kept here. */
function useBoardType(types: readonly string[]): string | null {
  const type = useSearchParams()[0].get("type");
  return types.find((kept) => kept === type) ?? null;
}

export type ContentAdmin = {
  /** The site whose boards and pages its operators keep. */
  site: SiteName;
  /** Where a page nobody serves sends back to (the operators' home). */
  home: string;
  boards: {
    /** The boards kept here, the first one open by default. */
    types: readonly string[];
    /** The three addresses as route patterns: the list, a new post (`?type=`), a post (`:id`, `?type=`). */
    routes: { list: string; add: string; edit: string };
    /** The same addresses as the screens link them. */
    paths: BoardAdminPaths;
  };
  /** The site's pages its operators write, edited at `route` (with `:slug`). */
  pages?: { slugs: readonly string[]; route: string; path: (slug: string) => string };
};

/**
 * A site's content screens for its operators: its boards (list, new post, edit a post) and the pages it writes. The
 * site puts them under its admin guard (and its operators' layout); the API refuses any other area's token.
 */
export function contentAdminRoutes({ site, home, boards: board, pages }: ContentAdmin): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: board.routes.list,
      handle: titled("board-admin:meta.list"),
      lazy: async () => {
        const BoardAdminScreen = await boards(loadBoardAdminScreen);
        return { Component: () => <BoardAdminScreen site={site} types={board.types} paths={board.paths} /> };
      },
    },
    {
      path: board.routes.add,
      handle: titled("board-admin:meta.add"),
      lazy: async () => {
        const [PostEditorScreen, { NotFoundScreen }] = await Promise.all([boards(loadPostEditorScreen), notFound()]);
        return {
          Component: function BoardAdd() {
            const type = useBoardType(board.types);
            if (type === null) return <NotFoundScreen homePath={home} />;
            return <PostEditorScreen key={type} site={site} type={type} paths={board.paths} />;
          },
        };
      },
    },
    {
      path: board.routes.edit,
      handle: titled("board-admin:meta.edit"),
      lazy: async () => {
        const [PostEditorScreen, { NotFoundScreen }] = await Promise.all([boards(loadPostEditorScreen), notFound()]);
        return {
          Component: function BoardEdit() {
            const id = idParam(useParams().id);
            const type = useBoardType(board.types);
            if (id === null || type === null) return <NotFoundScreen homePath={home} />;
            return <PostEditorScreen key={`${type}/${id}`} site={site} type={type} postId={id} paths={board.paths} />;
          },
        };
      },
    },
  ];
  if (!pages) return routes;
  return [
    ...routes,
    {
      path: pages.route,
      handle: titled("site-pages-admin:meta.editor"),
      lazy: async () => {
        const [SitePageEditorScreen, { NotFoundScreen }] = await Promise.all([
          sitePages(loadSitePageEditorScreen),
          notFound(),
        ]);
        return {
          Component: function SitePageEditor() {
            const asked = useParams().slug;
            const slug = pages.slugs.find((page) => page === asked);
            if (!slug) return <NotFoundScreen homePath={home} />;
            return (
              <SitePageEditorScreen key={slug} site={site} slug={slug} pages={pages.slugs} pagePath={pages.path} />
            );
          },
        };
      },
    },
  ];
}
