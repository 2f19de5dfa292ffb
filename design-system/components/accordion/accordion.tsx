import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root>;

/**
 * Questions that open to show their answers (the FAQ boards). `type="single"` (with `collapsible` so the open one
 * can close again) or `type="multiple"`. Enter/Space toggle, Up/Down move between headers, Home/End jump.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn("flex w-full flex-col divide-y divide-border border-y border-border", className)}
      {...props}
    />
  );
}

/** One question and its answer; `value` identifies it for `value`/`defaultValue` on the Accordion. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={className} {...props} />;
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level of the question, to fit the page's outline (default h3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** The question: a button inside a heading, with a chevron that turns when open. */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag level={headingLevel}>
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            // layout: the chevron stays top right when the question wraps
            "flex w-full items-start justify-between gap-4 py-4 text-left text-base font-medium",
            // states
            "rounded-sm transition-colors duration-fast enabled:hover:text-primary",
            "outline-hidden focus-visible:shadow-focus",
            "disabled:cursor-not-allowed disabled:opacity-50",
            // the chevron turns with the state; instantly for people who asked for less motion
            "[&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-normal ease-standard motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  );
}

function HeadingTag({ level, ...props }: ComponentProps<"h3"> & { level: 2 | 3 | 4 | 5 | 6 }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

/** The answer; hidden (and out of the tab order) while closed. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="text-sm text-muted-foreground" {...props}>
      <div className={cn("pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
