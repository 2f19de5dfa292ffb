import { Spinner, cn } from "@ds";
import { type VariantProps, cva } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

/**
 * A scanner's answer, large enough to read from a step away: a solid colour per kind of answer (the fills pass
 * 4.5:1 with their text). Which answer is which colour, and its words, are the feature's.
 */
export const verdictPanelVariants = cva("flex min-h-36 items-center gap-5 rounded-xl border-2 px-6 py-5", {
  variants: {
    tone: {
      // before a scan, or while one is checked
      idle: "border-border bg-muted text-foreground",
      // lets in
      accept: "border-toast-success bg-toast-success text-toast-foreground",
      // seen already: look again
      caution: "border-toast-warning bg-toast-warning text-toast-foreground",
      // refuses, or could not decide
      refuse: "border-danger bg-danger text-danger-foreground",
    },
    // an answer that replaced another one
    ringed: { true: "ring-4 ring-toast-info", false: "" },
  },
  defaultVariants: { tone: "idle", ringed: false },
});
export type VerdictTone = NonNullable<VariantProps<typeof verdictPanelVariants>["tone"]>;

export type VerdictPanelProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof verdictPanelVariants> & {
    /** The region's name ("Scan result"). */
    label: string;
    icon: LucideIcon;
    /** The answer in a few words, the largest text. */
    title: ReactNode;
    /** While a scan is checked: a spinner with this name in place of the icon. */
    checking?: string | null;
    /** Under the panel, outside the live region: e.g. that a repeat read was ignored. */
    footnote?: ReactNode;
    /** The answer's details: `VerdictLine`s. */
    children?: ReactNode;
  };

/**
 * The last scan's answer in one large panel, read out by a polite live region (the whole panel each time). The
 * other props go to the coloured box (`data-*` hooks for tests).
 */
export function VerdictPanel({
  label,
  icon: Icon,
  title,
  tone,
  ringed,
  checking,
  footnote,
  children,
  className,
  ...props
}: VerdictPanelProps) {
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <div
        aria-live="polite"
        aria-atomic="true"
        data-slot="scan-verdict"
        data-tone={tone ?? "idle"}
        {...props}
        className={cn(verdictPanelVariants({ tone, ringed }), className)}
      >
        {checking ? (
          <Spinner size="lg" label={checking} />
        ) : (
          <Icon aria-hidden="true" className="size-14 shrink-0" strokeWidth={2.25} />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-3xl font-bold break-words sm:text-4xl">{title}</p>
          {children}
        </div>
      </div>
      {footnote && (
        <p role="status" className="text-sm text-muted-foreground">
          {footnote}
        </p>
      )}
    </section>
  );
}

export const verdictLineVariants = cva("", {
  variants: {
    size: {
      // who: the holder
      lead: "text-xl font-semibold break-words",
      // what the answer means
      body: "text-lg break-words",
      // where the answer came from
      note: "flex items-center gap-1.5 text-sm font-medium",
    },
  },
  defaultVariants: { size: "body" },
});

export type VerdictLineProps = ComponentProps<"p"> &
  VariantProps<typeof verdictLineVariants> & {
    /** A small icon before a note. */
    icon?: LucideIcon;
  };

/** One line of an answer's details, in the panel's colours. */
export function VerdictLine({ size, icon: Icon, className, children, ...props }: VerdictLineProps) {
  return (
    <p data-slot="verdict-line" {...props} className={cn(verdictLineVariants({ size }), className)}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </p>
  );
}
