// The feature kit's door: the pieces every feature's pages share, in the feature's own words (each takes the
// feature's `t`): a failed load with a retry, the signed-out notice, an inline link.
export { LoadError } from "./components/load-error";
export type { LoadErrorProps } from "./components/load-error";
export { SignedOut } from "./components/signed-out";
export { TextLink } from "./components/text-link";
export { showFieldIssues, showServerErrors, useContractForm } from "./forms/contract-form";
export type { ContractFormOptions, FieldIssue } from "./forms/contract-form";
export { FeaturePage } from "./components/feature-page";
export type { FeaturePageProps } from "./components/feature-page";
export { FormAlert } from "./components/form-alert";
export { ListSkeleton } from "./components/list-skeleton";
export { DialogFrame } from "./components/dialog-frame";
export type { DialogFrameProps } from "./components/dialog-frame";
export { FieldRow } from "./components/field-row";
export type { FieldRowProps } from "./components/field-row";
export { signedInStory } from "./stories/signed-in-story";
export { localeValue, untranslated } from "./i18n/locale-keys";
export { TitledSection } from "./components/titled-section";
export type { TitledSectionProps } from "./components/titled-section";
export { InlineAlert } from "./components/inline-alert";
export { FileDownloadList } from "./components/file-download-list";
export type { DownloadableFile, FileDownloadListProps } from "./components/file-download-list";
export { sendForm } from "./api/send-form";
export type { SendFormOptions } from "./api/send-form";
