// The auth feature's only door (ARCHITECTURE.md rule 2): screens take their area and paths from the site.
export { SignInScreen } from "./screens/sign-in-screen";
export type { SignInPaths, SignInScreenProps } from "./screens/sign-in-screen";
export { RegistrationScreen } from "./screens/registration-screen";
export type { RegistrationPaths, RegistrationScreenProps } from "./screens/registration-screen";
export { FindIdScreen } from "./screens/find-id-screen";
export type { FindIdPaths, FindIdScreenProps } from "./screens/find-id-screen";
export { FindPasswordScreen } from "./screens/find-password-screen";
export type { FindPasswordPaths, FindPasswordScreenProps } from "./screens/find-password-screen";
export { PasswordResetScreen } from "./screens/password-reset-screen";
export type { PasswordResetPaths, PasswordResetScreenProps } from "./screens/password-reset-screen";
export { SocialCallbackScreen } from "./screens/social-callback-screen";
export type { SocialCallbackPaths, SocialCallbackScreenProps } from "./screens/social-callback-screen";

// Pieces other screens take as slots (the account profile page, a site's header).
export { ChangePasswordForm } from "./components/change-password-form";
export type { ChangePasswordFormProps } from "./components/change-password-form";
export { DeleteAccountSection } from "./components/delete-account-section";
export type { DeleteAccountSectionProps } from "./components/delete-account-section";
export { SignOutButton } from "./components/sign-out-button";
export type { SignOutButtonProps } from "./components/sign-out-button";

export { isMemberType } from "./model/rules";
export { useIsLogin } from "./api/is-login";
export { checkPhone } from "./api/check-phone";
export type { PhoneAvailability } from "./api/check-phone";
export { signout, useSignOut } from "./api/signout";
