import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useState,
} from "react";
import {
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldError as HookFieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseControllerProps,
  useController,
  useFormContext,
  useFormState,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { fmt, useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";

type RegisteredField = { id: string; label: string };

type DsFormContextValue = {
  formId: string;
  /** name -> control id and label, filled by FormField, read by FormErrorSummary */
  fields: Map<string, RegisteredField>;
};

const DsFormContext = createContext<DsFormContextValue | null>(null);

/** The id a FormField gives its control: stable, readable, safe in a URL fragment. */
export function formFieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, "-")}`;
}

/**
 * Moves focus to a control, or into it when the element is a group (a radio group's div cannot take focus: its
 * checked radio, else its tabbable radio, else its first focusable element does).
 */
export function focusControl(element: HTMLElement): void {
  element.focus();
  if (element.ownerDocument.activeElement === element) return;
  const selectors = [
    '[role="radio"][aria-checked="true"]',
    '[tabindex="0"]',
    'input:not([type="hidden"]):not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled])',
  ];
  for (const selector of selectors) {
    const inner = element.querySelector<HTMLElement>(selector);
    if (inner) {
      inner.focus();
      return;
    }
  }
}

export type FormProps<TFieldValues extends FieldValues, TTransformedValues = TFieldValues> = Omit<
  ComponentProps<"form">,
  "onSubmit" | "onInvalid"
> & {
  /** The object `useForm()` returned (with `resolver: zodResolver(schema)` for zod rules). */
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** Called with the parsed values when every rule passes. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Called with the errors when a rule fails (after they are shown and the first invalid field is focused). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

/**
 * A react-hook-form form: provides the form to FormField and FormErrorSummary and turns off the browser's own
 * validation bubbles (`noValidate`), so the messages are ours, in the page's language. On a submit with errors,
 * react-hook-form focuses the first invalid field (keep `shouldFocusError` on, its default).
 */
export function Form<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TTransformedValues>) {
  const generatedId = useId();
  const [context] = useState<DsFormContextValue>(() => ({
    formId: props.id ?? `form-${generatedId.replace(/[^\w-]/g, "")}`,
    fields: new Map(),
  }));
  return (
    <FormProvider {...form}>
      <DsFormContext.Provider value={context}>
        <form
          data-slot="form"
          noValidate
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          className={cn("flex flex-col gap-5", className)}
          {...props}
        >
          {children}
        </form>
      </DsFormContext.Provider>
    </FormProvider>
  );
}

export type FormFieldCommonProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = {
  /** The field's path in the form values (`email`, `address.city`). */
  name: TName;
  /** The label above the control. Leave it out for a checkbox or switch that carries its own label. */
  label?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Shows the required mark and sets `aria-required`; the rule itself lives in the schema. */
  required?: boolean;
  /** The field's name in the error summary when `label` is not plain text (or is left out). */
  summaryLabel?: string;
  /** Pass `form.control` for typed names and values; otherwise the surrounding Form's is used. */
  control?: Control<TFieldValues>;
  className?: string;
};

export type FormFieldControlledProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = FormFieldCommonProps<TFieldValues, TName> & {
  /**
   * Controlled controls (Select, Checkbox, Combobox, FileUpload...): receives react-hook-form's field, whose
   * `ref` focuses the control (or into it, for a group) when the field is invalid.
   */
  render: (props: { field: ControllerRenderProps<TFieldValues, TName>; fieldState: ControllerFieldState }) => ReactNode;
  rules?: UseControllerProps<TFieldValues, TName>["rules"];
  defaultValue?: UseControllerProps<TFieldValues, TName>["defaultValue"];
  children?: never;
};

export type FormFieldUncontrolledProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = FormFieldCommonProps<TFieldValues, TName> & {
  /** Uncontrolled controls (Input, Textarea, NumberInput): spread what it receives, `register(name)`, on the control. */
  children: (registered: UseFormRegisterReturn<TName>) => ReactNode;
  rules?: RegisterOptions<TFieldValues, TName>;
  render?: never;
};

export type FormFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> =
  FormFieldControlledProps<TFieldValues, TName> | FormFieldUncontrolledProps<TFieldValues, TName>;

/**
 * Connects one named form field to a Field (label, hint, error message from the form state, required mark) and
 * to its control: pass `children` as a function for uncontrolled controls, `render` for controlled ones.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: FormFieldProps<TFieldValues, TName>) {
  return props.render ? <ControlledFormField {...props} /> : <UncontrolledFormField {...props} />;
}

function ControlledFormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  control,
  rules,
  defaultValue,
  render,
  ...frame
}: FormFieldControlledProps<TFieldValues, TName>) {
  const { field, fieldState } = useController({ name, control, rules, defaultValue });
  const hookRef = field.ref;
  // react-hook-form only ever calls `focus()` on what it is given: hand it one that can reach into groups
  const ref = useCallback(
    (element: HTMLElement | null) => hookRef(element ? { focus: () => focusControl(element) } : element),
    [hookRef],
  );
  return (
    <FormFieldFrame name={name} error={fieldState.error} {...frame}>
      {render({ field: { ...field, ref }, fieldState })}
    </FormFieldFrame>
  );
}

function UncontrolledFormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  control,
  rules,
  children,
  ...frame
}: FormFieldUncontrolledProps<TFieldValues, TName>) {
  const context = useFormContext<TFieldValues>();
  const formControl = control ?? context.control;
  const { errors } = useFormState({ control: formControl, name });
  const registered = formControl.register(name, rules);
  return (
    <FormFieldFrame
      name={name}
      error={get<FieldErrors<TFieldValues>, HookFieldError | undefined>(errors, name)}
      {...frame}
    >
      {children(registered)}
    </FormFieldFrame>
  );
}

function FormFieldFrame({
  name,
  label,
  hint,
  required,
  summaryLabel,
  error,
  className,
  children,
}: {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  summaryLabel?: string;
  error: HookFieldError | undefined;
  className?: string;
  children: ReactNode;
}) {
  const context = useContext(DsFormContext);
  const generatedId = useId();
  const id = context ? formFieldId(context.formId, name) : `field-${generatedId.replace(/[^\w-]/g, "")}`;
  const text = summaryLabel ?? (typeof label === "string" ? label : name);
  useLayoutEffect(() => {
    if (!context) return;
    context.fields.set(name, { id, label: text });
    return () => {
      context.fields.delete(name);
    };
  }, [context, name, id, text]);
  return (
    <Field data-form-field={name} controlId={id} invalid={Boolean(error)} required={required} className={className}>
      {label && <FieldLabel>{label}</FieldLabel>}
      {children}
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error?.message}</FieldError>
    </Field>
  );
}

type ErrorEntry = { name: string; message: string };

/** Every message in a (possibly nested) errors object, with its field path. */
export function flattenFieldErrors(errors: FieldErrors, prefix = ""): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) entries.push({ name, message });
    else entries.push(...flattenFieldErrors(value as FieldErrors, name));
  }
  return entries;
}

export type FormErrorSummaryProps = Omit<ComponentProps<"div">, "children" | "title"> & {
  /** The summary's heading; defaults to the localized "Please check the following fields". */
  title?: ReactNode;
};

/**
 * After a submit with errors: an alert listing every error, each a link that moves focus to its field. It
 * updates as fields are fixed and disappears when none is left. Place it at the top of the Form.
 */
export function FormErrorSummary({ title, className, ...props }: FormErrorSummaryProps) {
  const { messages } = useDsLocale();
  const { errors, submitCount } = useFormState();
  const context = useContext(DsFormContext);
  const titleId = useId();
  if (submitCount === 0) return null;
  const entries = flattenFieldErrors(errors).map((entry) => ({
    ...entry,
    field: context?.fields.get(entry.name),
  }));
  if (entries.length === 0) return null;
  // in the order of the page, whatever order the schema reported them in
  entries.sort((a, b) => {
    const elementA = a.field && document.getElementById(a.field.id);
    const elementB = b.field && document.getElementById(b.field.id);
    if (!elementA || !elementB) return 0;
    return elementA.compareDocumentPosition(elementB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string | undefined) => {
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: "center" });
    focusControl(target);
  };

  return (
    <div
      // a new submit remounts it, so the alert is announced again
      key={submitCount}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="form-error-summary"
      className={cn(
        "flex flex-col gap-2 rounded-md border border-danger bg-surface p-4 text-sm text-foreground",
        "outline-hidden focus-visible:shadow-focus",
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold text-danger">
        {title ?? messages.forms.form.errorSummaryTitle}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {entries.map((entry) => (
          <li key={entry.name}>
            <a
              href={entry.field ? `#${entry.field.id}` : undefined}
              onClick={(event) => focusField(event, entry.field?.id)}
              className="text-danger underline underline-offset-2 hover:no-underline focus-visible:rounded-sm"
            >
              {fmt(messages.forms.form.errorSummaryItem, {
                label: entry.field?.label ?? entry.name,
                message: entry.message,
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One field error as the API reports it (`issues` of a validation error). */
export type ServerFieldIssue = { field: string; message: string };

/** The API's error body: `{ message, code, field, issues: [{ field, message }] }`. */
export type ServerValidationError = {
  message: string;
  code?: string;
  field?: string | null;
  issues?: readonly ServerFieldIssue[] | null;
};

/** The field issues of an API error: its `issues`, or its single `field` with the top-level message. */
export function serverFieldIssues(error: ServerValidationError): ServerFieldIssue[] {
  if (error.issues && error.issues.length > 0) return [...error.issues];
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

export type SetServerFieldErrorsOptions = {
  /** The server's field name -> the form's (`password_confirm` -> `passwordConfirm`). */
  fieldMap?: Record<string, string>;
  /** Focus the first field that got an error. Default true. */
  focus?: boolean;
};

/**
 * Shows the server's validation messages on the matching fields (type `server`, cleared by the next submit or
 * edit like any error) and focuses the first of them. A field counts as the form's when it has a value in the form
 * (give every field a default value). Returns the issues no field matched, for a toast or the summary.
 */
export function setServerFieldErrors<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, "setError" | "getValues">,
  issues: readonly ServerFieldIssue[],
  options: SetServerFieldErrorsOptions = {},
): ServerFieldIssue[] {
  const { fieldMap = {}, focus = true } = options;
  const values: unknown = form.getValues();
  const unmatched: ServerFieldIssue[] = [];
  let focused = !focus;
  for (const issue of issues) {
    const name = fieldMap[issue.field] ?? issue.field;
    if (get(values, name) === undefined) {
      unmatched.push(issue);
      continue;
    }
    form.setError(
      name as FieldPath<TFieldValues>,
      { type: "server", message: issue.message },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unmatched;
}
