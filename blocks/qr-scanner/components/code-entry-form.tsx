import { Button, Input, cn } from "@ds";
import { CircleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";

export type CodeEntryFormProps = {
  heading: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  /** Takes what was typed (or what a handheld scanner typed) and answers the problem in words, or null when taken. */
  onCode: (text: string) => string | null;
  /**
   * A scanner's field: focused on arrival and after every code, emptied once a code is taken, so a handheld scanner
   * (which types the code and Enter into the focused field) can go on code after code.
   */
  scannerField?: boolean;
  autoCapitalize?: "off" | "characters";
  disabled?: boolean;
  className?: string;
};

/** The typed code beside the camera: the way in for a device without a camera, a handheld scanner, or a printed code. */
export function CodeEntryForm({
  heading,
  label,
  hint,
  submitLabel,
  onCode,
  scannerField = false,
  autoCapitalize = scannerField ? "off" : "characters",
  disabled = false,
  className,
}: CodeEntryFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const problem = onCode(input?.value ?? "");
    setError(problem);
    if (!problem && scannerField && input) input.value = "";
    if (problem || scannerField) input?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col gap-3", className)}>
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {heading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={id}
            name="code"
            // a scanning page: the field is where a handheld scanner types
            autoFocus={scannerField}
            autoComplete="off"
            autoCapitalize={autoCapitalize}
            spellCheck={false}
            enterKeyHint={scannerField ? "go" : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={() => setError(null)}
            className={cn("flex-1", scannerField && "font-mono")}
          />
          <Button type="submit" disabled={disabled}>
            {submitLabel}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {error}
          </p>
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </form>
    </section>
  );
}
