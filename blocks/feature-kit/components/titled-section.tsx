import type { ReactNode } from "react";
import { useId } from "react";

export type TitledSectionProps = {
  title: ReactNode;
  /** At the end of the title's row: a count, a note or an action. */
  aside?: ReactNode;
  /** The heading's id, when the page links to it; one is made otherwise. */
  headingId?: string;
  /** `center` lines the aside up with the title (a button), `baseline` sets a short text on its line. */
  align?: "baseline" | "center";
  /** The section's frame and spacing. */
  className: string;
  children: ReactNode;
};

/** A part of a page named by its heading (a level-2 title) with something beside it, then its content. */
export function TitledSection({
  title,
  aside,
  headingId,
  align = "baseline",
  className,
  children,
}: TitledSectionProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  return (
    <section aria-labelledby={id} className={className}>
      <div
        className={
          align === "center"
            ? "flex flex-wrap items-center justify-between gap-3"
            : "flex flex-wrap items-baseline justify-between gap-2"
        }
      >
        <h2 id={id} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
