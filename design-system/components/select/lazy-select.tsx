import { type ComponentType, lazy, type ReactNode } from "react";
import type { LazyModule } from "../../lib/lazy-part";
import { useField } from "../field";
import type { SelectProps } from "./select";
import { SelectStandIn, SelectSuspense, type SelectPreload, useSelectStandIn } from "./select-suspense";

/** What a header's select shares with its stand-in and its box. */
type HeaderSelectProps = Pick<
  SelectProps,
  "size" | "className" | "disabled" | "aria-label" | "aria-labelledby" | "defaultOpen" | "autoFocus"
>;

/**
 * The name a select gives itself (`label`) unless a Field's label, or the caller's aria-label or aria-labelledby,
 * already names it: an aria-label would override that.
 */
export function useSelectName(props: HeaderSelectProps, label: string) {
  const field = useField();
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || field?.hasLabel;
  return named ? undefined : label;
}

export type LazySelectProps<P> = {
  /** The real select's props. */
  props: P;
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
  /** The select's name when the caller gives none. */
  label: string;
  /** The chosen value as the real trigger shows it (in the stand-in). */
  chosen: ReactNode;
  /** What the box sizes itself by until the select arrives (see SelectSuspense). */
  sizer?: ReactNode;
};

/**
 * A header's select with its code (Radix Select) loaded on demand from `part`, whose `pick` is the select. A page
 * rendered on the server carries the select's stand-in, the same trigger without Radix (SelectStandIn): the real
 * select takes its place when the visitor reaches for it (a pointer over it, a press, the focus) and its code has
 * arrived. A page the browser renders itself shows the trigger's box until `preload` fetches the select
 * (SelectSuspense). `slot` is the real trigger's `data-slot`.
 */
export function lazySelect<M, P extends HeaderSelectProps>(
  part: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
  slot: string,
) {
  const Lazy = lazy(() => part.load().then((module) => ({ default: pick(module) })));
  return function LazySelect({ props, preload, label, chosen, sizer }: LazySelectProps<P>) {
    const standIn = useSelectStandIn(part.load);
    const arrived = part.arrived();
    if (standIn.standIn) {
      return (
        <SelectStandIn
          slot={slot}
          size={props.size}
          className={props.className}
          disabled={props.disabled}
          aria-label={props["aria-label"] ?? label}
          {...standIn.props}
        >
          {chosen}
        </SelectStandIn>
      );
    }
    const shown = {
      ...props,
      defaultOpen: props.defaultOpen || standIn.open,
      autoFocus: props.autoFocus || standIn.focus,
    };
    // the code is here (the visitor reached for the stand-in, or a header mounted again): the select, at once
    const Select = arrived ? pick(arrived) : Lazy;
    return (
      <SelectSuspense
        load={part.load}
        loaded={arrived !== undefined}
        preload={preload}
        size={props.size}
        className={props.className}
        sizer={sizer}
      >
        <Select {...shown} />
      </SelectSuspense>
    );
  };
}
