export {
  Form,
  FormErrorSummary,
  FormField,
  flattenFieldErrors,
  focusControl,
  formFieldId,
  serverFieldIssues,
  setServerFieldErrors,
} from "./form";
export { SelectField } from "./select-field";
export type { SelectFieldOption, SelectFieldProps } from "./select-field";
export type {
  FormErrorSummaryProps,
  FormFieldCommonProps,
  FormFieldControlledProps,
  FormFieldProps,
  FormFieldUncontrolledProps,
  FormProps,
  ServerFieldIssue,
  ServerValidationError,
  SetServerFieldErrorsOptions,
} from "./form";
