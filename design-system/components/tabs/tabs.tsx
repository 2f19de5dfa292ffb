import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, createContext, useContext } from "react";
import { cn } from "../../lib/cn";

/**
 * Tabs switch between views of one page (product detail: overview, itinerary, reviews). Arrow keys move between
 * tabs, Home/End jump to the ends, Tab leaves the list for the panel. `value`/`onValueChange` control it.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

export const tabsListVariants = cva(
  [
    // layout: scrolls sideways on a phone instead of wrapping under itself
    "flex max-w-full items-center overflow-x-auto",
  ],
  {
    variants: {
      variant: {
        line: "gap-1 border-b border-border",
        pill: "w-fit gap-1 rounded-lg bg-muted p-1",
      },
    },
    defaultVariants: {
      variant: "line",
    },
  },
);

export const tabsTriggerVariants = cva(
  [
    // layout
    "inline-flex shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap select-none",
    // colour: the inactive tabs step back
    "text-muted-foreground enabled:hover:text-foreground data-[state=active]:text-foreground",
    // motion
    "transition-[color,background-color,border-color,box-shadow] duration-fast ease-standard",
    // focus: an inset ring, because the list scrolls sideways and would clip an outer one
    "outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset",
    // disabled
    "disabled:cursor-not-allowed disabled:opacity-50",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        // the active tab's underline sits on the list's border
        line: "-mb-px rounded-t-md border-b-2 border-transparent enabled:hover:border-hover data-[state=active]:border-primary data-[state=active]:enabled:hover:border-primary",
        pill: "rounded-md enabled:hover:bg-hover data-[state=active]:bg-surface data-[state=active]:shadow-sm data-[state=active]:enabled:hover:bg-surface",
      },
      size: {
        sm: "h-8 px-2.5 text-sm",
        md: "h-10 px-3.5 text-sm",
      },
    },
    compoundVariants: [
      { variant: "pill", size: "sm", className: "h-7" },
      { variant: "pill", size: "md", className: "h-8" },
    ],
    defaultVariants: {
      variant: "line",
      size: "md",
    },
  },
);

export type TabsListVariants = VariantProps<typeof tabsListVariants>;
export type TabsTriggerVariants = VariantProps<typeof tabsTriggerVariants>;
export type TabsVariant = NonNullable<TabsListVariants["variant"]>;
export type TabsSize = NonNullable<TabsTriggerVariants["size"]>;

const TabsStyleContext = createContext<{ variant: TabsVariant; size: TabsSize }>({ variant: "line", size: "md" });

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  TabsListVariants & {
    /** The height and padding of every tab. */
    size?: TabsSize;
  };

/** The row of tabs; its `variant` (line under the tabs, or pills on a tray) and `size` apply to every trigger. */
export function TabsList({ className, variant, size, ...props }: TabsListProps) {
  const style = { variant: variant ?? "line", size: size ?? "md" };
  return (
    <TabsStyleContext.Provider value={style}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={style.variant}
        data-size={style.size}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsStyleContext.Provider>
  );
}

/** One tab; `value` pairs it with the `TabsContent` of the same value. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { variant, size } = useContext(TabsStyleContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/** The panel of one tab; it is a Tab stop itself so keyboard users reach text-only panels. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("rounded-md outline-hidden focus-visible:shadow-focus", className)}
      {...props}
    />
  );
}
