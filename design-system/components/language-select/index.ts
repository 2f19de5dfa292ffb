export { LanguageSelect } from "./language-select";
export type { LanguageSelectProps } from "./language-select";
