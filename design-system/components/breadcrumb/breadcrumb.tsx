import { cva, type VariantProps } from "class-variance-authority";
import { ChevronRight, Ellipsis } from "lucide-react";
import { type ComponentProps, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";

export type BreadcrumbItem = {
  /** Stable key; defaults to the position. */
  id?: string;
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the current page) may leave it out. */
  href?: string;
};

/** What `renderLink` receives: spread it on a router's link (`<Link to={href} ...>`). */
export type BreadcrumbLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  "aria-current"?: "page";
};

export const breadcrumbVariants = cva(
  [
    // layout: a size container, so middle crumbs fold into “…” when the space is narrow; it must not shrink to
    // its content, which a size container does not have
    "@container w-full",
  ],
  {
    variants: {
      size: {
        sm: "text-xs",
        md: "text-sm",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type BreadcrumbVariants = VariantProps<typeof breadcrumbVariants>;
export type BreadcrumbSize = NonNullable<BreadcrumbVariants["size"]>;

export type BreadcrumbProps = Omit<ComponentProps<"nav">, "children"> &
  BreadcrumbVariants & {
    /** From the top level to the current page (the last item). */
    items: readonly BreadcrumbItem[];
    /**
     * Renders each link, so a site can use its router's link without the design system importing a router:
     * `renderLink={(props) => <Link to={props.href} {...props} />}`. Defaults to a plain `<a>`.
     */
    renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
    /** Names the landmark; defaults to the localized "Breadcrumb". */
    label?: string;
  };

const linkClass = cn(
  // text
  "rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline",
  // room for the focus ring without moving the text
  "-mx-0.5 px-0.5",
  // focus
  "outline-hidden focus-visible:shadow-focus",
);

const defaultRenderLink = ({ href, className, children, ...props }: BreadcrumbLinkProps) => (
  <a href={href} className={className} {...props}>
    {children}
  </a>
);

/**
 * Where the page sits in the site: a `nav` landmark with an ordered list, separators hidden from screen readers,
 * the last crumb marked `aria-current="page"`. With more than three crumbs in a narrow space the middle ones fold
 * into a “…” button that shows them all (and moves focus to the first one revealed).
 */
export function Breadcrumb({
  items,
  renderLink = defaultRenderLink,
  label,
  size,
  className,
  ...props
}: BreadcrumbProps) {
  const { messages } = useDsLocale();
  const text = messages.data.breadcrumb;
  const [expanded, setExpanded] = useState(false);
  const firstHiddenRef = useRef<HTMLLIElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const focusAfterExpand = useRef(false);
  // first, …, parent, current: the middle ones can fold only when there are more than three
  const foldable = items.length > 3 && !expanded;
  const lastFoldIndex = items.length - 3;

  useEffect(() => {
    if (!expanded || !focusAfterExpand.current) return;
    focusAfterExpand.current = false;
    // the button is gone: focus the first crumb it revealed, or the first link if that crumb is plain text
    const target =
      firstHiddenRef.current?.querySelector<HTMLElement>("a[href], [href]") ??
      navRef.current?.querySelector<HTMLElement>("a[href], [href]");
    target?.focus();
  }, [expanded]);

  const separator = <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />;

  return (
    <nav
      ref={navRef}
      data-slot="breadcrumb"
      aria-label={label ?? text.label}
      className={cn(breadcrumbVariants({ size }), className)}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const folded = foldable && index >= 1 && index <= lastFoldIndex;
          return (
            <Fragment key={item.id ?? index}>
              {index === 1 && foldable && (
                <li data-slot="breadcrumb-ellipsis" className="inline-flex items-center gap-1.5 @lg:hidden">
                  {separator}
                  <button
                    type="button"
                    aria-label={text.showAll}
                    title={text.showAll}
                    onClick={() => {
                      focusAfterExpand.current = true;
                      setExpanded(true);
                    }}
                    className={cn(
                      "inline-flex h-6 items-center rounded-sm px-1 text-muted-foreground",
                      "hover:bg-hover hover:text-foreground",
                      "outline-hidden focus-visible:shadow-focus",
                    )}
                  >
                    <Ellipsis aria-hidden="true" className="size-4" />
                  </button>
                </li>
              )}
              <li
                ref={index === 1 ? firstHiddenRef : undefined}
                data-slot="breadcrumb-item"
                className={cn("inline-flex min-w-0 items-center gap-1.5", folded && "hidden @lg:inline-flex")}
              >
                {index > 0 && separator}
                {last ? (
                  item.href ? (
                    renderLink({
                      href: item.href,
                      className: cn(linkClass, "font-medium text-foreground"),
                      children: item.label,
                      "aria-current": "page",
                    })
                  ) : (
                    <span aria-current="page" className="font-medium text-foreground">
                      {item.label}
                    </span>
                  )
                ) : item.href ? (
                  renderLink({ href: item.href, className: linkClass, children: item.label })
                ) : (
                  <span className="text-muted-foreground">{item.label}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
