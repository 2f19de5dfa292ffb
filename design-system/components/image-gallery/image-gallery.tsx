import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { IconButton } from "../icon-button";

export type GalleryImage = {
  /** Stable key; defaults to the position. */
  id?: string;
  src: string;
  /** Required: what the photo shows. It names the thumbnail button too. */
  alt: string;
  /** A smaller file for the thumbnail; defaults to `src`. */
  thumbnailSrc?: string;
};

export const imageGalleryVariants = cva(
  [
    // layout
    "flex flex-col gap-3",
  ],
  {
    variants: {
      ratio: {
        video: "[&_[data-slot=image-gallery-stage]]:aspect-video",
        photo: "[&_[data-slot=image-gallery-stage]]:aspect-[4/3]",
        square: "[&_[data-slot=image-gallery-stage]]:aspect-square",
      },
    },
    defaultVariants: {
      ratio: "photo",
    },
  },
);

export type ImageGalleryVariants = VariantProps<typeof imageGalleryVariants>;
export type ImageGalleryRatio = NonNullable<ImageGalleryVariants["ratio"]>;

export type ImageGalleryProps = Omit<ComponentProps<"section">, "children" | "onChange"> &
  ImageGalleryVariants & {
    images: readonly GalleryImage[];
    /** Controlled index of the shown photo (0-based); pair with `onIndexChange`. */
    index?: number;
    defaultIndex?: number;
    onIndexChange?: (index: number) => void;
    /** Names the region ("Photos of N Seoul Tower"); defaults to the localized "Photos". */
    label?: string;
    /** Previous on the first photo goes to the last, and the other way round. */
    loop?: boolean;
    /**
     * The page's largest picture (a product's or a venue's page): its first photo is asked for ahead of the others
     * (`fetchpriority="high"`, which the server's page also names in its head) and the thumbnails wait until seen.
     */
    priority?: boolean;
  };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * A main photo with previous / next buttons, a "3 / 8" counter and thumbnails. Left and right arrow keys (and
 * Home, End) move through the photos from anywhere in the gallery; the thumbnails are one tab stop, the shown
 * one marked `aria-current`. The photo's position and description are announced when it changes.
 */
export function ImageGallery({
  images,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  label,
  loop = true,
  priority = false,
  ratio,
  className,
  ...props
}: ImageGalleryProps) {
  const { locale, messages } = useDsLocale();
  const text = messages.data.imageGallery;
  const number = new Intl.NumberFormat(locale);
  const thumbnailsRef = useRef<HTMLUListElement>(null);
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const [announce, setAnnounce] = useState(false);
  const count = images.length;
  const current = count === 0 ? 0 : Math.min(Math.max(indexProp ?? innerIndex, 0), count - 1);
  const image = images[current];

  const show = (target: number, focusThumbnail = false) => {
    if (count === 0) return;
    const next = loop ? wrap(target, count) : Math.min(Math.max(target, 0), count - 1);
    if (focusThumbnail) thumbnailsRef.current?.querySelectorAll("button")[next]?.focus();
    if (next === current) return;
    setAnnounce(true);
    if (indexProp === undefined) setInnerIndex(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // a thumbnail keeps the focus moving with the photo (one tab stop for all thumbnails)
    const onThumbnail = thumbnailsRef.current?.contains(event.target as Node) ?? false;
    show(target, onThumbnail);
  };

  if (!image) return null;
  const position = { current: number.format(current + 1), total: number.format(count) };
  const several = count > 1;

  return (
    <section
      data-slot="image-gallery"
      aria-label={label ?? text.label}
      onKeyDown={several ? onKeyDown : undefined}
      className={cn(imageGalleryVariants({ ratio }), className)}
      {...props}
    >
      <div data-slot="image-gallery-stage" className="relative w-full overflow-hidden rounded-lg bg-muted">
        <img
          key={image.id ?? current}
          src={image.src}
          alt={image.alt}
          className="size-full object-cover"
          {...(priority && current === defaultIndex ? { fetchPriority: "high" as const } : {})}
        />
        {several && (
          <>
            <IconButton
              intent="secondary"
              label={text.previous}
              disabled={!loop && current === 0}
              onClick={() => show(current - 1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 shadow-md"
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              intent="secondary"
              label={text.next}
              disabled={!loop && current === count - 1}
              onClick={() => show(current + 1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 shadow-md"
            >
              <ChevronRight />
            </IconButton>
            <p
              data-slot="image-gallery-counter"
              aria-hidden="true"
              className="absolute right-2 bottom-2 rounded-md bg-surface px-2 py-0.5 text-xs font-medium text-foreground tabular-nums shadow-sm"
            >
              {fmt(text.counter, position)}
            </p>
          </>
        )}
      </div>
      {/* spoken after a change only, so the first render stays quiet */}
      <p aria-live="polite" className="sr-only">
        {announce ? `${fmt(text.position, position)}: ${image.alt}` : ""}
      </p>
      {several && (
        <ul
          ref={thumbnailsRef}
          aria-label={text.thumbnails}
          data-slot="image-gallery-thumbnails"
          className="flex gap-2 overflow-x-auto p-1"
        >
          {images.map((item, itemIndex) => {
            const selected = itemIndex === current;
            return (
              <li key={item.id ?? itemIndex} className="shrink-0">
                <button
                  type="button"
                  aria-label={fmt(text.thumbnail, { index: number.format(itemIndex + 1), alt: item.alt })}
                  aria-current={selected ? "true" : undefined}
                  // one tab stop for the strip; the arrow keys move between thumbnails
                  tabIndex={selected ? 0 : -1}
                  onClick={() => show(itemIndex)}
                  className={cn(
                    // shape
                    "block size-16 overflow-hidden rounded-md border-2 bg-muted",
                    // state
                    selected ? "border-primary" : "border-transparent opacity-80 hover:border-hover hover:opacity-100",
                    // motion
                    "transition-[border-color,opacity] duration-fast ease-standard",
                    // focus
                    "outline-hidden focus-visible:shadow-focus",
                  )}
                >
                  <img
                    src={item.thumbnailSrc ?? item.src}
                    alt=""
                    className="size-full object-cover"
                    {...(priority ? { loading: "lazy" as const } : {})}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
