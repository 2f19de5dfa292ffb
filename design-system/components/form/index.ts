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
export type {
  FormErrorSummaryProps,
  FormFieldControlledProps,
  FormFieldProps,
  FormFieldUncontrolledProps,
  FormProps,
  ServerFieldIssue,
  ServerValidationError,
  SetServerFieldErrorsOptions,
} from "./form";
