import {
  APPLICATIONS_ADMIN_NAMESPACES,
  loadApplicationDetailScreen,
  loadApplicationPrintScreen,
  loadApplicationsScreen,
  loadBulkDecisionScreen,
  loadMemberDetailScreen,
  loadMembersScreen,
  loadReportsScreen,
} from "@features/applications/admin";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeFullScreenHandle, MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { EDU_ADMIN_PATHS as PATHS } from "./site.config";

// The operators' screens load with the page that shows them, with their messages (theirs and the applicants').
const admin = <T,>(load: () => Promise<T>) => withMessages(load, APPLICATIONS_ADMIN_NAMESPACES);
const notFound = () => import("../shell/not-found-screen");

/** A positive whole number from the address, or null (the page then is one nobody serves). */
function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const title = (key: string) => ({ titleKey: `applications-admin:meta.${key}` }) satisfies MicrositeRouteHandle;

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
    ],
  },
];
