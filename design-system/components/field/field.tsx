import { CircleAlert } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";

type FieldContextValue = {
  /** id of the control; the label's `htmlFor` and the control's `id`. */
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  hasHint: boolean;
  hasError: boolean;
  hasLabel: boolean;
  /** Set by a group control (radio group): its label names it through aria-labelledby, not `htmlFor`. */
  labelsGroup: boolean;
  setHasHint: (value: boolean) => void;
  setHasError: (value: boolean) => void;
  setHasLabel: (value: boolean) => void;
  setLabelsGroup: (value: boolean) => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field, or null outside one. For controls built outside the design system. */
export function useField(): FieldContextValue | null {
  return useContext(FieldContext);
}

export type FieldProps = ComponentProps<"div"> & {
  /** id for the control; generated when omitted. Hint, error and label ids derive from it. */
  controlId?: string;
  /** Marks the control invalid; defaults to true while a FieldError with a message is shown. */
  invalid?: boolean;
  /** Shows the required mark on the label and sets `aria-required` on the control. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
};

/**
 * A label, a control, a hint and an error, wired together: any design-system control placed inside picks up
 * its id, `aria-describedby` (hint and error), `aria-invalid` and `aria-required` through context.
 */
export function Field({ controlId, invalid, required = false, disabled = false, className, ...props }: FieldProps) {
  const generatedId = useId();
  // React's ids contain characters that need escaping in CSS selectors and URL fragments (summary links)
  const id = controlId ?? `field-${generatedId.replace(/[^\w-]/g, "")}`;
  const [hasHint, setHasHint] = useState(false);
  const [hasError, setHasError] = useState(false);
  const [hasLabel, setHasLabel] = useState(false);
  const [labelsGroup, setLabelsGroup] = useState(false);
  const value = useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      labelId: `${id}-label`,
      hintId: `${id}-hint`,
      errorId: `${id}-error`,
      invalid: invalid ?? hasError,
      required,
      disabled,
      hasHint,
      hasError,
      hasLabel,
      labelsGroup,
      setHasHint,
      setHasError,
      setHasLabel,
      setLabelsGroup,
    }),
    [id, invalid, hasError, required, disabled, hasHint, hasLabel, labelsGroup],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={value.invalid || undefined}
        className={cn("flex flex-col gap-1.5", className)}
        {...props}
      />
    </FieldContext.Provider>
  );
}

/**
 * A mark for sighted users and the word "required" for screen readers; use right after a label's text. A fragment,
 * so its leading space is a text node of the label itself (a space inside a wrapper is dropped from the name).
 */
export function RequiredMark() {
  const { messages } = useDsLocale();
  return (
    <>
      {" "}
      <span data-slot="required-mark" aria-hidden="true" className="text-danger">
        *
      </span>
      <span className="sr-only">{messages.forms.field.required}</span>
    </>
  );
}

export type FieldLabelProps = ComponentProps<"label"> & {
  /** Shows the required mark even outside a required Field. */
  required?: boolean;
};

/** The field's label: points at the control, shows the required mark when the Field is required. */
export function FieldLabel({ className, children, required, ...props }: FieldLabelProps) {
  const field = useField();
  const showMark = required ?? field?.required ?? false;
  usePresence(true, field?.setHasLabel);
  return (
    <label
      data-slot="field-label"
      id={field?.labelId}
      // a group (radio group) is named by aria-labelledby; `for` would point at an element that cannot be labelled
      htmlFor={field && !field.labelsGroup ? field.controlId : undefined}
      className={cn(
        // type
        "text-sm leading-5 font-medium text-foreground",
        // disabled
        field?.disabled && "cursor-not-allowed opacity-50",
        className,
      )}
      {...props}
    >
      {children}
      {showMark && <RequiredMark />}
    </label>
  );
}

/** Registers a part's presence so the control's aria-describedby lists only ids that exist. */
function usePresence(present: boolean, set: ((value: boolean) => void) | undefined) {
  useLayoutEffect(() => {
    if (!present || !set) return;
    set(true);
    return () => set(false);
  }, [present, set]);
}

/** Help text under the control, read by screen readers after the label. */
export function FieldHint(props: ComponentProps<"p">) {
  return <FieldMessage {...props} kind="hint" />;
}

/** The error message; renders nothing without a message, and while shown marks the Field invalid. */
export function FieldError(props: ComponentProps<"p">) {
  return <FieldMessage {...props} kind="error" />;
}

/** A hint or an error: renders nothing without content; while shown, the Field's control is described by it. */
function FieldMessage({ kind, className, children, ...props }: ComponentProps<"p"> & { kind: "hint" | "error" }) {
  const field = useField();
  const present = hasContent(children);
  usePresence(present, kind === "hint" ? field?.setHasHint : field?.setHasError);
  if (!present) return null;
  return (
    <p
      data-slot={`field-${kind}`}
      id={kind === "hint" ? field?.hintId : field?.errorId}
      className={cn(
        kind === "hint"
          ? "text-sm leading-5 text-muted-foreground"
          : "flex items-start gap-1.5 text-sm leading-5 text-danger",
        className,
      )}
      {...props}
    >
      {kind === "hint" ? (
        children
      ) : (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </>
      )}
    </p>
  );
}

function hasContent(children: ReactNode): boolean {
  return children !== undefined && children !== null && children !== false && children !== "";
}

/** What a control reads from its props and, inside a Field, from the Field. */
export type FieldControlInput = {
  id?: string;
  disabled?: boolean;
  /** Marks the control invalid (sets `aria-invalid`) outside a Field or on top of it. */
  invalid?: boolean;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: ComponentProps<"input">["aria-invalid"];
  "aria-required"?: ComponentProps<"input">["aria-required"];
  "aria-labelledby"?: string;
};

export type FieldControlProps = {
  id: string | undefined;
  disabled: boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-invalid": ComponentProps<"input">["aria-invalid"];
  "aria-required": ComponentProps<"input">["aria-required"];
  "aria-labelledby": string | undefined;
};

/**
 * The props a control spreads on its focusable element: its own values win, the Field fills the rest.
 * `group: true` for controls that are a group (radio group): the Field's label names it by aria-labelledby.
 */
export function useFieldControl(props: FieldControlInput, options: { group?: boolean } = {}): FieldControlProps {
  const field = useField();
  const group = options.group ?? false;
  const setLabelsGroup = field?.setLabelsGroup;
  useLayoutEffect(() => {
    if (!group || !setLabelsGroup) return;
    setLabelsGroup(true);
    return () => setLabelsGroup(false);
  }, [group, setLabelsGroup]);

  const describedBy = [
    props["aria-describedby"],
    field?.hasHint ? field.hintId : undefined,
    field?.hasError ? field.errorId : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const invalid = props.invalid || field?.invalid;
  const required = props.required || field?.required;
  return {
    id: props.id ?? field?.controlId,
    disabled: props.disabled ?? (field?.disabled || undefined),
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (invalid ? true : undefined),
    "aria-required": props["aria-required"] ?? (required ? true : undefined),
    "aria-labelledby": props["aria-labelledby"] ?? (group && field?.hasLabel ? field.labelId : undefined),
  };
}

/** Every prop `useFieldControl` reads: a prop added to FieldControlInput and not here fails the type check. */
const FIELD_CONTROL_INPUT: Record<keyof FieldControlInput, true> = {
  id: true,
  disabled: true,
  invalid: true,
  required: true,
  "aria-describedby": true,
  "aria-invalid": true,
  "aria-required": true,
  "aria-labelledby": true,
};

/** Splits a control's props into what `useFieldControl` reads and the rest, which go on the element. */
export function splitFieldControlInput<P extends FieldControlInput>(props: P) {
  const input: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (Object.hasOwn(FIELD_CONTROL_INPUT, key) ? input : rest)[key] = value;
  }
  return [input as FieldControlInput, rest as Omit<P, keyof FieldControlInput>] as const;
}

/** `useFieldControl` for a control whose own props carry the wiring: what to spread on it, and its other props. */
export function useFieldControlFromProps<P extends FieldControlInput>(props: P, options: { group?: boolean } = {}) {
  const [input, rest] = splitFieldControlInput(props);
  return [useFieldControl(input, options), rest] as const;
}
