// The inquiries feature's only door (ARCHITECTURE.md rule 2): the member's contact pages (list, new inquiry,
// one inquiry with the operator's reply), and a site's public Q&A board (everyone's questions with the askers'
// names masked, one question with its answer; a member asks through the same form, for that site). The door is
// small and imported statically; each screen is its own chunk behind a loader, which a route awaits (with the
// inquiries' messages) before it renders.
export type { ContactUsScreenProps } from "./screens/contact-us-screen";
export type { ContactUsRegisterScreenProps } from "./screens/contact-us-register-screen";
export type { ContactUsDetailScreenProps } from "./screens/contact-us-detail-screen";
export type { QnaListScreenProps, QnaPaths } from "./screens/qna-list-screen";
export type { QnaDetailScreenProps } from "./screens/qna-detail-screen";
export type { QnaQuery } from "./model/qna-query";
export { parseQnaQuery, qnaSearch } from "./model/qna-query";
export const loadContactUsScreen = async () => (await import("./screens/contact-us-screen")).ContactUsScreen;
export const loadContactUsRegisterScreen = async () =>
  (await import("./screens/contact-us-register-screen")).ContactUsRegisterScreen;
export const loadContactUsDetailScreen = async () =>
  (await import("./screens/contact-us-detail-screen")).ContactUsDetailScreen;
export const loadQnaListScreen = async () => (await import("./screens/qna-list-screen")).QnaListScreen;
export const loadQnaDetailScreen = async () => (await import("./screens/qna-detail-screen")).QnaDetailScreen;
