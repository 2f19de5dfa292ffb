// The operators' part of the applications feature (issue 21, /seouleduadmin): the counts, the list with its
// filters and CSV, one application with its decision, notes, audit and printout, the bulk decisions, the reports,
// the travel area's members and the programmes (opened and edited). Its own door, so applicants never download
// it; small and imported statically, each screen its own chunk behind a loader.
export type { EduAdminPaths } from "./components/paths";
/** The messages these screens read: their own and the applicants' (statuses, report states, contract messages). */
export const APPLICATIONS_ADMIN_NAMESPACES = ["applications-admin", "applications"] as const;
export const loadAdminHomeScreen = async () => (await import("./screens/admin-home-screen")).AdminHomeScreen;
export const loadApplicationsScreen = async () => (await import("./screens/applications-screen")).ApplicationsScreen;
export const loadApplicationDetailScreen = async () =>
  (await import("./screens/application-detail-screen")).ApplicationDetailScreen;
export const loadApplicationPrintScreen = async () =>
  (await import("./screens/application-print-screen")).ApplicationPrintScreen;
export const loadBulkDecisionScreen = async () => (await import("./screens/bulk-decision-screen")).BulkDecisionScreen;
export const loadReportsScreen = async () => (await import("./screens/reports-screen")).ReportsScreen;
export const loadMembersScreen = async () => (await import("./screens/members-screen")).MembersScreen;
export const loadMemberDetailScreen = async () => (await import("./screens/member-detail-screen")).MemberDetailScreen;
export const loadProgrammesScreen = async () => (await import("./screens/programmes-screen")).ProgrammesScreen;
export const loadProgrammeEditorScreen = async () =>
  (await import("./screens/programme-editor-screen")).ProgrammeEditorScreen;
