// The accreditation feature's only door (ARCHITECTURE.md rule 2): the mart's company pages (registration by
// account type, the company profile, applying for this year's mart, the company's own page) and the business
// list and detail that approved companies browse.
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the accreditation's messages) before it renders.
export type { RegisterChoicePaths } from "./screens/register-choice-screen";
export type { BusinessListScreenProps } from "./screens/business-list-screen";
export type { BusinessDetailScreenProps } from "./screens/business-detail-screen";
export type { BusinessApplicationScreenProps } from "./screens/business-application-screen";
export type { ApplicationConfirmScreenProps } from "./screens/application-confirm-screen";
export type { AccreditationMyPagePaths, AccreditationMyPageScreenProps } from "./screens/accreditation-my-page-screen";
export const loadRegisterChoiceScreen = async () =>
  (await import("./screens/register-choice-screen")).RegisterChoiceScreen;
export const loadBusinessListScreen = async () => (await import("./screens/business-list-screen")).BusinessListScreen;
export const loadBusinessDetailScreen = async () =>
  (await import("./screens/business-detail-screen")).BusinessDetailScreen;
export const loadBusinessApplicationScreen = async () =>
  (await import("./screens/business-application-screen")).BusinessApplicationScreen;
export const loadApplicationConfirmScreen = async () =>
  (await import("./screens/application-confirm-screen")).ApplicationConfirmScreen;
export const loadAccreditationMyPageScreen = async () =>
  (await import("./screens/accreditation-my-page-screen")).AccreditationMyPageScreen;

// The profile form alone, for a page that edits a company another way (operators).
export type { CompanyProfileFormProps } from "./components/company-profile-form";
export const loadCompanyProfileForm = async () =>
  (await import("./components/company-profile-form")).CompanyProfileForm;

// Operators' page (admin area): this year's applications, decisions and booths.
export type { AdminApplicationsScreenProps } from "./screens/admin-applications-screen";
export const loadAdminApplicationsScreen = async () =>
  (await import("./screens/admin-applications-screen")).AdminApplicationsScreen;
