// The accreditation feature's only door (ARCHITECTURE.md rule 2): the mart's company pages (registration by
// account type, the company profile, applying for this year's mart, the company's own page) and the business
// list and detail that approved companies browse.
export { RegisterChoiceScreen } from "./screens/register-choice-screen";
export type { RegisterChoicePaths } from "./screens/register-choice-screen";
export { BusinessListScreen } from "./screens/business-list-screen";
export type { BusinessListScreenProps } from "./screens/business-list-screen";
export { BusinessDetailScreen } from "./screens/business-detail-screen";
export type { BusinessDetailScreenProps } from "./screens/business-detail-screen";
export { BusinessApplicationScreen } from "./screens/business-application-screen";
export type { BusinessApplicationScreenProps } from "./screens/business-application-screen";
export { ApplicationConfirmScreen } from "./screens/application-confirm-screen";
export type { ApplicationConfirmScreenProps } from "./screens/application-confirm-screen";
export { AccreditationMyPageScreen } from "./screens/accreditation-my-page-screen";
export type { AccreditationMyPagePaths, AccreditationMyPageScreenProps } from "./screens/accreditation-my-page-screen";

// The profile form alone, for a page that edits a company another way (operators).
export { CompanyProfileForm } from "./components/company-profile-form";
export type { CompanyProfileFormProps } from "./components/company-profile-form";

// Operators' page (admin area): this year's applications, decisions and booths.
export { AdminApplicationsScreen } from "./screens/admin-applications-screen";
export type { AdminApplicationsScreenProps } from "./screens/admin-applications-screen";
