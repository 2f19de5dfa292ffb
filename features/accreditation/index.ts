import type { ComponentType } from "react";

// The accreditation feature's only door (ARCHITECTURE.md rule 2): the mart's company pages (registration by
// account type, the company profile, applying for this year's mart, the company's own page) and the business
// list and detail that approved companies browse.
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the accreditation's messages) before it renders.
export type { RegisterChoicePaths } from "./screens/register-choice-screen";
export type { BusinessListScreenProps, ListAudience } from "./screens/business-list-screen";
export type { BusinessDetailScreenProps } from "./screens/business-detail-screen";
export type { BusinessApplicationScreenProps } from "./screens/business-application-screen";
export type { ApplicationConfirmScreenProps } from "./screens/application-confirm-screen";
export type { AccreditationMyPagePaths, AccreditationMyPageScreenProps } from "./screens/accreditation-my-page-screen";
export type { FairProps } from "@blocks/fair-scope";
// Every screen takes `fair` (the mart's by default): one feature serves both fairs (ADR 0026).
const fairScreen = async <P extends object>(screen: Promise<ComponentType<P>>) =>
  (await import("@blocks/fair-scope")).withFair(await screen);
export const loadRegisterChoiceScreen = async () =>
  fairScreen(import("./screens/register-choice-screen").then((m) => m.RegisterChoiceScreen));
export const loadBusinessListScreen = async () =>
  fairScreen(import("./screens/business-list-screen").then((m) => m.BusinessListScreen));
export const loadBusinessDetailScreen = async () =>
  fairScreen(import("./screens/business-detail-screen").then((m) => m.BusinessDetailScreen));
export const loadBusinessApplicationScreen = async () =>
  fairScreen(import("./screens/business-application-screen").then((m) => m.BusinessApplicationScreen));
export const loadApplicationConfirmScreen = async () =>
  fairScreen(import("./screens/application-confirm-screen").then((m) => m.ApplicationConfirmScreen));
export const loadAccreditationMyPageScreen = async () =>
  fairScreen(import("./screens/accreditation-my-page-screen").then((m) => m.AccreditationMyPageScreen));

// The profile form alone, for a page that edits a company another way (operators).
export type { CompanyProfileFormProps } from "./components/company-profile-form";
export const loadCompanyProfileForm = async () =>
  (await import("./components/company-profile-form")).CompanyProfileForm;

// Operators' page (admin area): this year's applications, decisions and booths.
export type { AdminApplicationsScreenProps } from "./screens/admin-applications-screen";
export const loadAdminApplicationsScreen = async () =>
  fairScreen(import("./screens/admin-applications-screen").then((m) => m.AdminApplicationsScreen));
