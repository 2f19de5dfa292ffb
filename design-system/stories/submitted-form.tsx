import { useState, type ReactNode } from "react";

type SubmittedFormProps = {
  /** The form's layout classes (a flex column). */
  className: string;
  submitLabel?: string;
  children: ReactNode;
};

/** A plain form that prints what it would send (`name=value&...`) in an `<output>` when submitted. */
export function SubmittedForm({ className, submitLabel = "Continue", children }: SubmittedFormProps) {
  const [submitted, setSubmitted] = useState("");
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const data = [...new FormData(event.currentTarget).entries()];
        setSubmitted(data.map(([key, value]) => `${key}=${typeof value === "string" ? value : value.name}`).join("&"));
      }}
    >
      {children}
      <button type="submit" className="self-start rounded-md border border-input px-3 py-1.5 text-sm">
        {submitLabel}
      </button>
      <output className="font-mono text-sm">{submitted}</output>
    </form>
  );
}
