import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/**
 * Label and value pairs of a profile; an empty answer is left out rather than shown as a dash, so a reader only
 * sees what the company said.
 */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== "" && fact.value !== null && fact.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {shown.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-sm text-muted-foreground">{fact.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-foreground">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
