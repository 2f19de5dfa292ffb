import * as SelectPrimitive from "@radix-ui/react-select";
import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { type ComponentProps, type ReactNode, startTransition, useEffect, useState } from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useFieldControlFromProps } from "../field/field";
import { selectTriggerVariants } from "./select-trigger";

export { selectTriggerVariants };
export type SelectVariants = VariantProps<typeof selectTriggerVariants>;
export type SelectSize = NonNullable<SelectVariants["size"]>;

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

export type SelectProps = Omit<
  ComponentProps<typeof SelectPrimitive.Trigger>,
  "children" | "value" | "defaultValue" | "name" | "form" | "autoComplete" | "dir"
> &
  SelectVariants &
  Pick<
    RootProps,
    | "value"
    | "defaultValue"
    | "onValueChange"
    | "open"
    | "defaultOpen"
    | "onOpenChange"
    | "name"
    | "autoComplete"
    | "form"
    | "dir"
    | "required"
  > & {
    /** Shown while nothing is chosen; defaults to the localized "Select an option". */
    placeholder?: ReactNode;
    /** Marks the select invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
    /** Extra classes for the list popup. */
    contentClassName?: string;
    /**
     * Draws the chosen value in the closed trigger. Without it Radix moves the chosen item's text there once the
     * list's items have mounted, which happens in the browser only: a select rendered on the server needs it to show
     * its value in the HTML (and to hydrate without a difference).
     */
    renderValue?: (value: string) => ReactNode;
    /** SelectItem, SelectGroup, SelectLabel and SelectSeparator elements. */
    children: ReactNode;
    /**
     * Renders the list's items once the page is idle (in slices) or when the list opens, not as the select mounts.
     * Radix renders a closed select's items out of sight for its type-ahead, at once, as the select mounts: for the
     * header's selects (some 20 items each, on every page) that was one long task in the page's take-over. Until the
     * items are there, typing on the closed trigger chooses nothing.
     */
    itemsWhenIdle?: boolean;
  };

/** Runs `task` when the browser is idle (soon, where it cannot say); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/**
 * A single-choice select (Radix Select): the trigger looks and behaves like an input (hover and focus tokens),
 * the list opens with Enter, Space or the arrows, moves with the arrows and type-ahead, picks with Enter and
 * closes with Escape. Inside a Field it takes the Field's label, description, invalid and required state.
 */
export function Select({
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  autoComplete,
  form,
  dir,
  placeholder,
  size,
  className,
  contentClassName,
  renderValue,
  children,
  itemsWhenIdle = false,
  ...props
}: SelectProps) {
  const { messages } = useDsLocale();
  const [control, triggerProps] = useFieldControlFromProps(props);
  // the value an uncontrolled select holds, so renderValue follows it
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const [listed, setListed] = useState(!itemsWhenIdle || Boolean(open ?? defaultOpen));
  useEffect(() => {
    if (listed) return;
    return whenIdle(() => startTransition(() => setListed(true)));
  }, [listed]);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setChosen(next);
        onValueChange?.(next);
      }}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        if (next) setListed(true);
        onOpenChange?.(next);
      }}
      name={name}
      autoComplete={autoComplete}
      form={form}
      dir={dir}
      required={props.required}
      disabled={control.disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        data-size={size ?? "md"}
        {...control}
        className={cn(selectTriggerVariants({ size }), className)}
        {...triggerProps}
      >
        <SelectPrimitive.Value data-slot="select-value" placeholder={placeholder ?? messages.forms.select.placeholder}>
          {renderValue && current ? (renderValue(current) ?? undefined) : undefined}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            // layout: at least as wide as the trigger, never taller than the room left on screen
            "relative z-dropdown max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden",
            // shape
            "rounded-md border border-border bg-surface text-foreground shadow-md",
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted-foreground">
            <ChevronUp aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {listed || open ? children : null}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted-foreground">
            <ChevronDown aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export const selectItemVariants = cva([
  // layout: room on the right for the check mark
  "relative flex w-full items-center gap-2 py-1.5 pr-8 pl-2 text-sm select-none",
  // shape
  "rounded-sm outline-hidden",
  // highlighted: the option under the pointer or the arrow keys
  "data-highlighted:bg-hover",
  // disabled
  "data-disabled:pointer-events-none data-disabled:opacity-50",
  // icons
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
]);

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

/** One option; its children are also what the trigger shows once it is chosen. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cn(selectItemVariants(), className)} {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

/** A named group of options; give it a SelectLabel. */
export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** The heading of a SelectGroup (not selectable). */
export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}

/** A line between groups. */
export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}
