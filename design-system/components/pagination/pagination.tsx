import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { Button } from "../button";
import { IconButton } from "../icon-button";
import { paginationItems } from "./pagination-items";

export const paginationVariants = cva(
  [
    // layout
    "flex",
  ],
  {
    variants: {
      variant: {
        // a size container, so the compact form takes over when the space (not the screen) is narrow; it must
        // not shrink to its content, which a size container does not have
        responsive: "@container w-full",
        full: "",
        compact: "",
      },
      align: {
        start: "justify-start",
        center: "justify-center",
        end: "justify-end",
      },
    },
    defaultVariants: {
      variant: "responsive",
      align: "center",
    },
  },
);

export const paginationPageVariants = cva(
  [
    // numbers: equal widths, so the row does not shift from page 9 to page 10
    "px-2 tabular-nums",
  ],
  {
    variants: {
      size: {
        sm: "h-8 min-w-8",
        md: "h-9 min-w-9",
        lg: "h-11 min-w-11",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type PaginationSize = NonNullable<VariantProps<typeof paginationPageVariants>["size"]>;
export type PaginationAlign = NonNullable<VariantProps<typeof paginationVariants>["align"]>;
/** `full`: page numbers; `compact`: "3 / 12" between the arrows; `responsive`: compact while the space is narrow. */
export type PaginationVariant = NonNullable<VariantProps<typeof paginationVariants>["variant"]>;

export type PaginationProps = Omit<ComponentProps<"nav">, "onChange"> & {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Shows the first-page and last-page buttons. */
  showFirstLast?: boolean;
  variant?: PaginationVariant;
  size?: PaginationSize;
  align?: PaginationAlign;
  /** Names the landmark when a page has several paginations ("Review pages"); defaults to "Pagination". */
  label?: string;
};

/**
 * Page navigation: first, previous, page numbers with ellipses (`paginationItems`), next, last, inside a `nav`
 * landmark, the current page marked `aria-current="page"`. When a press lands on the first or last page, focus
 * moves from the now disabled arrow to the current page, so keyboard users are never dropped to the top.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  showFirstLast = true,
  variant = "responsive",
  size = "md",
  align,
  label,
  className,
  ...props
}: PaginationProps) {
  const { locale, messages } = useDsLocale();
  const text = messages.data.pagination;
  const navRef = useRef<HTMLElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
  const number = new Intl.NumberFormat(locale);

  useEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    if (!button?.disabled || !navRef.current) return;
    // the arrow that was pressed is disabled now: hand focus to the nearest visible enabled control
    const list = button.closest('[data-slot="pagination-list"]') ?? navRef.current;
    const target =
      list.querySelector<HTMLButtonElement>('[aria-current="page"]') ??
      Array.from(list.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")).find(
        (candidate) => candidate.offsetParent !== null,
      );
    target?.focus();
  }, [current]);

  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (target === current || target < 1 || target > count) return;
    pressed.current = event.currentTarget;
    onPageChange(target);
  };

  const atStart = current <= 1;
  const atEnd = current >= count;
  const arrow = (name: string, target: number, disabled: boolean, icon: ReactNode) => (
    <li>
      <IconButton intent="ghost" size={size} label={name} disabled={disabled} onClick={go(target)}>
        {icon}
      </IconButton>
    </li>
  );

  const full = (
    <ul
      data-slot="pagination-list"
      className={cn("flex items-center gap-1", variant === "responsive" && "hidden @md:flex")}
    >
      {showFirstLast && arrow(text.first, 1, atStart, <ChevronsLeft />)}
      {arrow(text.previous, current - 1, atStart, <ChevronLeft />)}
      {paginationItems(current, count, siblings).map((item) =>
        typeof item === "number" ? (
          <li key={item}>
            <Button
              intent={item === current ? "primary" : "ghost"}
              size={size}
              aria-label={fmt(text.page, { page: number.format(item) })}
              aria-current={item === current ? "page" : undefined}
              onClick={go(item)}
              className={paginationPageVariants({ size })}
            >
              {number.format(item)}
            </Button>
          </li>
        ) : (
          <li
            key={item}
            aria-hidden="true"
            className={cn(paginationPageVariants({ size }), "inline-flex items-center justify-center")}
          >
            …
          </li>
        ),
      )}
      {arrow(text.next, current + 1, atEnd, <ChevronRight />)}
      {showFirstLast && arrow(text.last, count, atEnd, <ChevronsRight />)}
    </ul>
  );

  const compact = (
    <ul data-slot="pagination-list" className={cn("flex items-center gap-1", variant === "responsive" && "@md:hidden")}>
      {arrow(text.previous, current - 1, atStart, <ChevronLeft />)}
      <li
        // announced after a press, since the arrows keep focus and the number is the only thing that changes
        aria-live="polite"
        className={cn(
          paginationPageVariants({ size }),
          "inline-flex items-center justify-center px-3 text-sm whitespace-nowrap",
        )}
      >
        <span aria-hidden="true">
          {fmt(text.counter, { page: number.format(current), pageCount: number.format(count) })}
        </span>
        <span className="sr-only">
          {fmt(text.pageOf, { page: number.format(current), pageCount: number.format(count) })}
        </span>
      </li>
      {arrow(text.next, current + 1, atEnd, <ChevronRight />)}
    </ul>
  );

  return (
    <nav
      ref={navRef}
      data-slot="pagination"
      data-variant={variant}
      aria-label={label ?? text.label}
      className={cn(paginationVariants({ variant, align }), className)}
      {...props}
    >
      {variant !== "compact" && full}
      {variant !== "full" && compact}
    </nav>
  );
}
