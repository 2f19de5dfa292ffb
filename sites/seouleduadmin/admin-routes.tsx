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
import { INQUIRIES_ADMIN_NAMESPACES, loadQuestionScreen, loadQuestionsScreen } from "@features/inquiries/admin";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeFullScreenHandle, MicrositeRouteHandle } from "../shell/microsite-layout";
import { contentAdminRoutes, idParam } from "../shell/content-admin-routes";
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
const questions = <T,>(load: () => Promise<T>) => withMessages(load, INQUIRIES_ADMIN_NAMESPACES);

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
      ...contentAdminRoutes({
        site: EDU_SITE,
        home: PATHS.home,
        boards: {
          types: EDU_BOARD_TYPES,
          routes: { list: `${PATHS.home}/faq`, add: `${PATHS.home}/board-add`, edit: `${PATHS.home}/board-edit/:id` },
          paths: EDU_BOARD_PATHS,
        },
        // the introduction and guide texts of the programme's site (docs/adr/0025, operators' content screens)
        pages: { slugs: EDU_PAGES, route: `${PATHS.home}/pages/:slug`, path: eduPagePath },
      }),
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
    ],
  },
];
