import { cva, type VariantProps } from "class-variance-authority";
import {
  CalendarX,
  Coins,
  FileText,
  Heart,
  Inbox,
  type LucideIcon,
  Megaphone,
  ShoppingCart,
  Ticket,
  TicketPercent,
} from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";

/** The spec's empty lists, each with its own words and icon; `generic` takes the caller's text. */
export type EmptyStateKind =
  "generic" | "posts" | "notices" | "events" | "cart" | "wishlist" | "reservationOptions" | "coupons" | "pointHistory";

export const emptyStateKinds: readonly EmptyStateKind[] = [
  "generic",
  "posts",
  "notices",
  "events",
  "cart",
  "wishlist",
  "reservationOptions",
  "coupons",
  "pointHistory",
];

const kindIcons: Record<EmptyStateKind, LucideIcon> = {
  generic: Inbox,
  posts: FileText,
  notices: Megaphone,
  events: CalendarX,
  cart: ShoppingCart,
  wishlist: Heart,
  reservationOptions: Ticket,
  coupons: TicketPercent,
  pointHistory: Coins,
};

export const emptyStateVariants = cva(
  [
    // layout
    "flex flex-col items-center text-center",
    // text
    "text-foreground",
  ],
  {
    variants: {
      size: {
        compact: "gap-2 px-4 py-6 [&_[data-slot=empty-state-icon]]:size-10 [&_[data-slot=empty-state-icon]_svg]:size-5",
        default:
          "gap-3 px-6 py-12 [&_[data-slot=empty-state-icon]]:size-14 [&_[data-slot=empty-state-icon]_svg]:size-7",
      },
    },
    defaultVariants: {
      size: "default",
    },
  },
);

export type EmptyStateVariants = VariantProps<typeof emptyStateVariants>;
export type EmptyStateSize = NonNullable<EmptyStateVariants["size"]>;

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> &
  EmptyStateVariants & {
    /** Which list is empty; picks the words and the icon. */
    kind?: EmptyStateKind;
    /** Replaces the preset title (required in spirit for `generic`). */
    title?: string;
    /** Replaces the preset description; `null` shows none. */
    description?: string | null;
    /** Replaces the preset icon (decorative: it is hidden from screen readers). */
    icon?: ReactNode;
    /** A way out of the empty state, e.g. a "Browse tours" button. */
    action?: ReactNode;
    /** The title's element: a heading where the empty state stands for a page section, else a paragraph. */
    titleAs?: "p" | "h2" | "h3" | "h4";
  };

/** What a list shows when it has nothing in it: an icon, what is missing, and what to do next. */
export function EmptyState({
  className,
  size,
  kind = "generic",
  title,
  description,
  icon,
  action,
  titleAs: Title = "p",
  ...props
}: EmptyStateProps) {
  const { messages } = useDsLocale();
  const preset = messages.feedback.empty[kind];
  const Icon = kindIcons[kind];
  const text = description === undefined ? preset.description : description;
  return (
    <div
      data-slot="empty-state"
      data-kind={kind}
      data-size={size ?? "default"}
      className={cn(emptyStateVariants({ size }), className)}
      {...props}
    >
      <span
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="flex items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        {icon ?? <Icon aria-hidden="true" />}
      </span>
      <div className="flex max-w-sm flex-col gap-1">
        <Title className={cn("font-semibold", size === "compact" ? "text-sm" : "text-base")}>
          {title ?? preset.title}
        </Title>
        {text && <p className="text-sm text-muted-foreground">{text}</p>}
      </div>
      {action && <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
