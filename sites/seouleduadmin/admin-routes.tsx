import {
  APPLICATIONS_ADMIN_NAMESPACES,
  loadApplicationDetailScreen,
  loadApplicationPrintScreen,
  loadApplicationsScreen,
  loadBulkDecisionScreen,
  loadMemberDetailScreen,
  loadMembersScreen,
  loadProgrammeEditorScreen,
  loadProgrammesScreen,
  loadReportsScreen,
} from "@features/applications/admin";
import { BOARD_ADMIN_NAMESPACES, loadBoardAdminScreen, loadPostEditorScreen } from "@features/board/admin";
import { INQUIRIES_ADMIN_NAMESPACES, loadQuestionScreen, loadQuestionsScreen } from "@features/inquiries/admin";
import { SITE_PAGES_ADMIN_NAMESPACES, loadSitePageEditorScreen } from "@features/site-pages/admin";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import type { MicrositeFullScreenHandle, MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import {
  EDU_BOARD_PATHS,
  EDU_BOARD_TYPES,
  EDU_PAGES,
  EDU_QNA_PATHS,
  EDU_SITE,
  EDU_ADMIN_PATHS as PATHS,
  eduPagePath,
} from "./site.config";

// The operators' screens load with the page that shows them, with their messages (theirs and the applicants').
const admin = <T,>(load: () => Promise<T>) => withMessages(load, APPLICATIONS_ADMIN_NAMESPACES);
const notFound = () => import("../shell/not-found-screen");
// the programme's content screens are the shared features' operators' doors, each with its own messages
const boards = <T,>(load: () => Promise<T>) => withMessages(load, BOARD_ADMIN_NAMESPACES);
const questions = <T,>(load: () => Promise<T>) => withMessages(load, INQUIRIES_ADMIN_NAMESPACES);
const sitePages = <T,>(load: () => Promise<T>) => withMessages(load, SITE_PAGES_ADMIN_NAMESPACES);

/** The board the address names (`?type=faq|notice`), or null when it names none kept here. */
function useBoardType(): string | null {
  const type = useSearchParams()[0].get("type");
  return EDU_BOARD_TYPES.find((kept) => kept === type) ?? null;
}

/** A positive whole number from the address, or null (the page then is one nobody serves). */
function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const title = (key: string) => ({ titleKey: `applications-admin:meta.${key}` }) satisfies MicrositeRouteHandle;
const titled = (titleKey: string) => ({ titleKey }) satisfies MicrositeRouteHandle;

/**
 * The education programme's operator pages (issue 21), behind the admin guard: a guest goes straight to
 * `/seouleduadmin/signin` and comes back after it. The API refuses any other area's token on its own.
 */
export const eduAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: PATHS.applications,
        handle: title("applications"),
        lazy: async () => {
          const ApplicationsScreen = await admin(loadApplicationsScreen);
          return { Component: () => <ApplicationsScreen paths={PATHS} /> };
        },
      },
      {
        path: PATHS.reports,
        handle: title("reports"),
        lazy: async () => {
          const ReportsScreen = await admin(loadReportsScreen);
          return { Component: () => <ReportsScreen paths={PATHS} /> };
        },
      },
      {
        path: PATHS.approval,
        handle: title("approval"),
        lazy: async () => {
          const BulkDecisionScreen = await admin(loadBulkDecisionScreen);
          return { Component: () => <BulkDecisionScreen paths={PATHS} /> };
        },
      },
      {
        path: `${PATHS.home}/apply-detail/:appId`,
        handle: title("application"),
        lazy: async () => {
          const [ApplicationDetailScreen, { NotFoundScreen }] = await Promise.all([
            admin(loadApplicationDetailScreen),
            notFound(),
          ]);
          return {
            Component: function EduApplicationDetail() {
              const id = idParam(useParams().appId);
              if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <ApplicationDetailScreen key={id} paths={PATHS} applicationId={id} />;
            },
          };
        },
      },
      {
        path: `${PATHS.home}/apply-detail/:appId/print`,
        // a plain page for paper: no site header or footer
        handle: { fullScreen: true } satisfies MicrositeFullScreenHandle,
        lazy: async () => {
          const [ApplicationPrintScreen, { NotFoundScreen }] = await Promise.all([
            admin(loadApplicationPrintScreen),
            notFound(),
          ]);
          return {
            Component: function EduApplicationPrint() {
              const id = idParam(useParams().appId);
              if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <ApplicationPrintScreen key={id} paths={PATHS} applicationId={id} />;
            },
          };
        },
      },
      {
        path: PATHS.members,
        handle: title("members"),
        lazy: async () => {
          const MembersScreen = await admin(loadMembersScreen);
          return { Component: () => <MembersScreen paths={PATHS} /> };
        },
      },
      {
        path: `${PATHS.home}/members-detail/:memberId`,
        handle: title("member"),
        lazy: async () => {
          const [MemberDetailScreen, { NotFoundScreen }] = await Promise.all([
            admin(loadMemberDetailScreen),
            notFound(),
          ]);
          return {
            Component: function EduMemberDetail() {
              const id = idParam(useParams().memberId);
              if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <MemberDetailScreen key={id} paths={PATHS} memberId={id} />;
            },
          };
        },
      },
      {
        path: PATHS.programmes,
        handle: title("programmes"),
        lazy: async () => {
          const ProgrammesScreen = await admin(loadProgrammesScreen);
          return { Component: () => <ProgrammesScreen paths={PATHS} /> };
        },
      },
      {
        path: PATHS.newProgramme,
        handle: title("newProgramme"),
        lazy: async () => {
          const ProgrammeEditorScreen = await admin(loadProgrammeEditorScreen);
          return { Component: () => <ProgrammeEditorScreen key="new" paths={PATHS} /> };
        },
      },
      {
        path: `${PATHS.programmes}/:id`,
        handle: title("programme"),
        lazy: async () => {
          const [ProgrammeEditorScreen, { NotFoundScreen }] = await Promise.all([
            admin(loadProgrammeEditorScreen),
            notFound(),
          ]);
          return {
            Component: function EduProgrammeEditor() {
              const id = idParam(useParams().id);
              if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <ProgrammeEditorScreen key={id} paths={PATHS} programmeId={id} />;
            },
          };
        },
      },
      {
        path: `${PATHS.home}/faq`,
        handle: titled("board-admin:meta.list"),
        lazy: async () => {
          const BoardAdminScreen = await boards(loadBoardAdminScreen);
          return {
            Component: () => <BoardAdminScreen site={EDU_SITE} types={EDU_BOARD_TYPES} paths={EDU_BOARD_PATHS} />,
          };
        },
      },
      {
        path: `${PATHS.home}/board-add`,
        handle: titled("board-admin:meta.add"),
        lazy: async () => {
          const [PostEditorScreen, { NotFoundScreen }] = await Promise.all([boards(loadPostEditorScreen), notFound()]);
          return {
            Component: function EduBoardAdd() {
              const type = useBoardType();
              if (type === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <PostEditorScreen key={type} site={EDU_SITE} type={type} paths={EDU_BOARD_PATHS} />;
            },
          };
        },
      },
      {
        path: `${PATHS.home}/board-edit/:id`,
        handle: titled("board-admin:meta.edit"),
        lazy: async () => {
          const [PostEditorScreen, { NotFoundScreen }] = await Promise.all([boards(loadPostEditorScreen), notFound()]);
          return {
            Component: function EduBoardEdit() {
              const id = idParam(useParams().id);
              const type = useBoardType();
              if (id === null || type === null) return <NotFoundScreen homePath={PATHS.home} />;
              return (
                <PostEditorScreen
                  key={`${type}/${id}`}
                  site={EDU_SITE}
                  type={type}
                  postId={id}
                  paths={EDU_BOARD_PATHS}
                />
              );
            },
          };
        },
      },
      {
        path: EDU_QNA_PATHS.list,
        handle: titled("inquiries-admin:meta.list"),
        lazy: async () => {
          const QuestionsScreen = await questions(loadQuestionsScreen);
          return { Component: () => <QuestionsScreen site={EDU_SITE} paths={EDU_QNA_PATHS} /> };
        },
      },
      {
        path: `${EDU_QNA_PATHS.list}/:id`,
        handle: titled("inquiries-admin:meta.question"),
        lazy: async () => {
          const [QuestionScreen, { NotFoundScreen }] = await Promise.all([questions(loadQuestionScreen), notFound()]);
          return {
            Component: function EduQuestion() {
              const id = idParam(useParams().id);
              if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
              return <QuestionScreen key={id} questionId={id} paths={EDU_QNA_PATHS} />;
            },
          };
        },
      },
      {
        // the introduction and guide texts of the programme's site (docs/adr/0025, operators' content screens)
        path: `${PATHS.home}/pages/:slug`,
        handle: titled("site-pages-admin:meta.editor"),
        lazy: async () => {
          const [SitePageEditorScreen, { NotFoundScreen }] = await Promise.all([
            sitePages(loadSitePageEditorScreen),
            notFound(),
          ]);
          return {
            Component: function EduSitePage() {
              const asked = useParams().slug;
              const slug = EDU_PAGES.find((page) => page === asked);
              if (!slug) return <NotFoundScreen homePath={PATHS.home} />;
              return (
                <SitePageEditorScreen key={slug} site={EDU_SITE} slug={slug} pages={EDU_PAGES} pagePath={eduPagePath} />
              );
            },
          };
        },
      },
    ],
  },
];
