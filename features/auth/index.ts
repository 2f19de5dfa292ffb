// The auth feature's only door (ARCHITECTURE.md rule 2): screens take their area and paths from the site.
//
// The door is small and imported statically (every site with sign-in routes to it); each screen, each piece
// another page takes as a slot and each call that needs the schemas is its own chunk behind a loader, so a
// visitor who never signs in downloads none of them. A route awaits what it shows before it renders.
export type { SignInPaths, SignInScreenProps } from "./screens/sign-in-screen";
export type { RegistrationPaths, RegistrationScreenProps } from "./screens/registration-screen";
export type { FindIdPaths, FindIdScreenProps } from "./screens/find-id-screen";
export type { FindPasswordPaths, FindPasswordScreenProps } from "./screens/find-password-screen";
export type { PasswordResetPaths, PasswordResetScreenProps } from "./screens/password-reset-screen";
export type { SocialCallbackPaths, SocialCallbackScreenProps } from "./screens/social-callback-screen";
export const loadSignInScreen = async () => (await import("./screens/sign-in-screen")).SignInScreen;
export const loadRegistrationScreen = async () => (await import("./screens/registration-screen")).RegistrationScreen;
export const loadFindIdScreen = async () => (await import("./screens/find-id-screen")).FindIdScreen;
export const loadFindPasswordScreen = async () => (await import("./screens/find-password-screen")).FindPasswordScreen;
export const loadPasswordResetScreen = async () =>
  (await import("./screens/password-reset-screen")).PasswordResetScreen;
export const loadSocialCallbackScreen = async () =>
  (await import("./screens/social-callback-screen")).SocialCallbackScreen;

// Pieces other screens take as slots (the account profile page, a site's header).
export type { ChangePasswordFormProps } from "./components/change-password-form";
export type { DeleteAccountSectionProps } from "./components/delete-account-section";
export type { SignOutButtonProps } from "./components/sign-out-button";
export const loadChangePasswordForm = async () =>
  (await import("./components/change-password-form")).ChangePasswordForm;
export const loadDeleteAccountSection = async () =>
  (await import("./components/delete-account-section")).DeleteAccountSection;
export const loadSignOutButton = async () => (await import("./components/sign-out-button")).SignOutButton;

// Rules and calls that read the contract's schemas (and the validation library with them).
export type { PhoneAvailability } from "./api/check-phone";
export const loadIsMemberType = async () => (await import("./model/rules")).isMemberType;
export const loadCheckPhone = async () => (await import("./api/check-phone")).checkPhone;
export const loadSignout = async () => (await import("./api/signout")).signout;
export { useIsLogin } from "./api/is-login";
