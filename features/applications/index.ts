// The applications feature's door (applicant side; the operators' part is `@features/applications/admin`): the
// education trip programme's member pages (overview, list, detail, the application form, the report) and its public
// pages (programme information; the introduction and the application guide are the operators' site pages, under
// which the site puts this feature's way on, `ProgrammeActions`), ADR 0025.
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the applications' messages) before it renders. Screens take the site's addresses as `paths`.
export type { ApplicantPaths } from "./screens/paths";
export type { MyPageScreenProps } from "./screens/my-page-screen";
export type { MyApplicationsScreenProps } from "./screens/my-applications-screen";
export type { ApplicationDetailScreenProps } from "./screens/application-detail-screen";
export type { RegistrationScreenProps } from "./screens/registration-screen";
export type { ReportSubmitScreenProps } from "./screens/report-submit-screen";
export type { ProgrammeInfoScreenProps } from "./screens/programme-info-screen";
export type { ProgrammeActionsProps } from "./screens/programme-actions";
export const loadMyPageScreen = async () => (await import("./screens/my-page-screen")).MyPageScreen;
export const loadMyApplicationsScreen = async () =>
  (await import("./screens/my-applications-screen")).MyApplicationsScreen;
export const loadApplicationDetailScreen = async () =>
  (await import("./screens/application-detail-screen")).ApplicationDetailScreen;
export const loadRegistrationScreen = async () => (await import("./screens/registration-screen")).RegistrationScreen;
export const loadReportSubmitScreen = async () => (await import("./screens/report-submit-screen")).ReportSubmitScreen;
export const loadProgrammeInfoScreen = async () =>
  (await import("./screens/programme-info-screen")).ProgrammeInfoScreen;
export const loadProgrammeActions = async () => (await import("./screens/programme-actions")).ProgrammeActions;
