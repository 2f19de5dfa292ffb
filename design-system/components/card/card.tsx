import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const cardVariants = cva(
  [
    // layout: sections share the padding; media bleeds to the edges (see CardMedia)
    "group/card relative flex flex-col gap-3 py-4",
    // shape
    "overflow-hidden rounded-lg border bg-surface text-foreground",
  ],
  {
    variants: {
      variant: {
        elevated: "border-transparent shadow-md",
        outline: "border-border",
      },
      interactive: {
        true: [
          // motion
          "transition-[box-shadow,border-color] duration-fast ease-standard",
          // focus: the stretched link has no ring of its own; the whole card shows it
          "has-[[data-slot=card-link]:focus-visible]:shadow-focus",
        ],
        false: "",
      },
    },
    compoundVariants: [
      // hover: a lift for the elevated card, a darker edge for the outlined one
      { variant: "elevated", interactive: true, class: "hover:shadow-lg" },
      { variant: "outline", interactive: true, class: "hover:border-input" },
    ],
    defaultVariants: {
      variant: "elevated",
      interactive: false,
    },
  },
);

export type CardVariants = VariantProps<typeof cardVariants>;
export type CardVariant = NonNullable<CardVariants["variant"]>;

export type CardProps = ComponentProps<"div"> & CardVariants;

/**
 * A surface that groups one subject (a tour, a coupon, a reservation). `interactive` makes the whole card a link
 * through a `CardLink` in its title (a stretched link), so it is still one link, named by the title, for screen
 * readers. Other buttons or links in an interactive card need `relative z-10` to stay clickable above it.
 */
export function Card({ className, variant, interactive, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? "elevated"}
      data-interactive={interactive ? "" : undefined}
      className={cn(cardVariants({ variant, interactive }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1 px-4", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** Heading level: fit it to the page's outline (a card inside an `h2` section takes `h3`). */
  as?: "h2" | "h3" | "h4";
};

export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading data-slot="card-title" className={cn("text-base leading-snug font-semibold", className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-4 text-sm", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("mt-auto flex items-center gap-2 px-4", className)} {...props} />;
}

export const cardMediaVariants = cva(
  [
    // layout: full bleed; pulls itself over the card's padding when it comes first or last
    "relative w-full overflow-hidden bg-muted first:-mt-4 last:-mb-4",
    // image
    "[&>img]:size-full [&>img]:object-cover",
  ],
  {
    variants: {
      ratio: {
        video: "aspect-video",
        photo: "aspect-[4/3]",
        wide: "aspect-[3/2]",
        square: "aspect-square",
      },
    },
    defaultVariants: {
      ratio: "video",
    },
  },
);

export type CardMediaVariants = VariantProps<typeof cardMediaVariants>;
export type CardMediaRatio = NonNullable<CardMediaVariants["ratio"]>;

export type CardMediaProps = Omit<ComponentProps<"div">, "children"> &
  CardMediaVariants & {
    src: string;
    /** Required: describe the picture, or pass `""` when the title already says everything it shows. */
    alt: string;
    /** Loaded lazily by default: lists of cards are mostly below the fold. */
    loading?: "lazy" | "eager";
    /** The page's largest picture (the first card of the first list): fetched at once and ahead of other images. */
    priority?: boolean;
    /** Overlays on the image (a badge, a wishlist button with `absolute`). */
    children?: ComponentProps<"div">["children"];
  };

/** The card's picture, cropped to a fixed aspect ratio so a grid of cards lines up. */
export function CardMedia({
  src,
  alt,
  ratio,
  loading = "lazy",
  priority = false,
  className,
  children,
  ...props
}: CardMediaProps) {
  return (
    <div data-slot="card-media" className={cn(cardMediaVariants({ ratio }), className)} {...props}>
      <img
        src={src}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
      {children}
    </div>
  );
}

export type CardLinkProps = ComponentProps<"a"> & {
  /** Renders the child (a router's link) with the stretched-link behaviour instead of an `<a>`. */
  asChild?: boolean;
};

/**
 * The link that makes an interactive card clickable everywhere: its `::after` covers the card, so there is one
 * link (no nested interactive elements) and its name is the title text. Put it inside `CardTitle`.
 */
export function CardLink({ asChild = false, className, ...props }: CardLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="card-link"
      className={cn(
        // text: the title's look; underlined while the card is hovered so the target reads as a link
        "text-inherit no-underline group-hover/card:underline",
        // stretch: the pseudo-element fills the card (the card is the positioned ancestor)
        "after:absolute after:inset-0",
        // focus: the card draws the ring around itself
        "outline-hidden",
        className,
      )}
      {...props}
    />
  );
}
