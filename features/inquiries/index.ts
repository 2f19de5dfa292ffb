// The inquiries feature's only door (ARCHITECTURE.md rule 2): the member's contact pages (list, new inquiry,
// one inquiry with the operator's reply). The door is small and imported statically; each screen is its own chunk
// behind a loader, which a route awaits (with the inquiries' messages) before it renders.
export type { ContactUsScreenProps } from "./screens/contact-us-screen";
export type { ContactUsRegisterScreenProps } from "./screens/contact-us-register-screen";
export type { ContactUsDetailScreenProps } from "./screens/contact-us-detail-screen";
export const loadContactUsScreen = async () => (await import("./screens/contact-us-screen")).ContactUsScreen;
export const loadContactUsRegisterScreen = async () =>
  (await import("./screens/contact-us-register-screen")).ContactUsRegisterScreen;
export const loadContactUsDetailScreen = async () =>
  (await import("./screens/contact-us-detail-screen")).ContactUsDetailScreen;
