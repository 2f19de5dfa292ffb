// The inquiries feature's only door (ARCHITECTURE.md rule 2): the member's contact pages (list, new inquiry,
// one inquiry with the operator's reply).
export { ContactUsScreen } from "./screens/contact-us-screen";
export type { ContactUsScreenProps } from "./screens/contact-us-screen";
export { ContactUsRegisterScreen } from "./screens/contact-us-register-screen";
export type { ContactUsRegisterScreenProps } from "./screens/contact-us-register-screen";
export { ContactUsDetailScreen } from "./screens/contact-us-detail-screen";
export type { ContactUsDetailScreenProps } from "./screens/contact-us-detail-screen";
