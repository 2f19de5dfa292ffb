export { LanguageSelect } from "./language-select";
export type { LanguageSelectProps } from "./language-select";
export { LazyLanguageSelect, loadLanguageSelect } from "./language-select-lazy";
export type { LazyLanguageSelectProps } from "./language-select-lazy";
