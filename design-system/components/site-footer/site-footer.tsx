import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";

export type SiteFooterLink = {
  label: ReactNode;
  href: string;
  /** Opens in a new tab (a partner site, the terms PDF); gets `rel="noopener noreferrer"`. */
  external?: boolean;
};

export type SiteFooterColumn = {
  /** Stable key; defaults to the position. */
  id?: string;
  title: ReactNode;
  links: readonly SiteFooterLink[];
};

/** What `renderLink` receives: spread it on a router's link. */
export type SiteFooterLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  target?: "_blank";
  rel?: string;
};

export const siteFooterVariants = cva(
  [
    // layout: a size container, so the columns follow the footer's width (and a narrow preview shows the phone form)
    "@container w-full",
    // look
    "border-t border-border text-sm",
  ],
  {
    variants: {
      tone: {
        muted: "bg-muted text-foreground",
        plain: "bg-surface text-foreground",
      },
    },
    defaultVariants: {
      tone: "muted",
    },
  },
);

export type SiteFooterVariants = VariantProps<typeof siteFooterVariants>;
export type SiteFooterTone = NonNullable<SiteFooterVariants["tone"]>;

export type SiteFooterProps = Omit<ComponentProps<"footer">, "children" | "about"> &
  SiteFooterVariants & {
    /** The site's logo or name, above the company details. */
    logo?: ReactNode;
    /** Company details: address, registration numbers, contact (free content). */
    about?: ReactNode;
    /** Columns of links, each with a title (its own small navigation landmark). */
    columns?: readonly SiteFooterColumn[];
    /** Bottom row, left: the copyright line. */
    copyright?: ReactNode;
    /** Bottom row, right: the language and currency selects. */
    settings?: ReactNode;
    /** Renders each link, so a site can use its router's link; defaults to a plain `<a>`. */
    renderLink?: (props: SiteFooterLinkProps) => ReactNode;
    /** Classes for the inner container (max width). */
    containerClassName?: string;
  };

const linkClass = cn(
  // text
  "rounded-sm text-muted-foreground no-underline underline-offset-4 hover:text-foreground hover:underline",
  // focus
  "outline-hidden focus-visible:shadow-focus",
);

const defaultRenderLink = ({ children, ...props }: SiteFooterLinkProps) => <a {...props}>{children}</a>;

/**
 * The sites' footer frame: logo and company details, columns of links (each column a navigation landmark named
 * by its title) and a bottom row with the copyright and a slot for the language and currency selects.
 */
export function SiteFooter({
  logo,
  about,
  columns = [],
  copyright,
  settings,
  renderLink = defaultRenderLink,
  tone,
  className,
  containerClassName,
  ...props
}: SiteFooterProps) {
  const { messages } = useDsLocale();
  const id = useId();
  return (
    <footer data-slot="site-footer" className={cn(siteFooterVariants({ tone }), className)} {...props}>
      <div className={cn("mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10", containerClassName)}>
        {(logo !== undefined || about !== undefined || columns.length > 0) && (
          <div className="grid gap-8 @lg:grid-cols-2 @3xl:grid-cols-[minmax(0,1.5fr)_repeat(auto-fit,minmax(9rem,1fr))]">
            {(logo !== undefined || about !== undefined) && (
              <div data-slot="site-footer-about" className="flex flex-col gap-3">
                {logo}
                {about !== undefined && <div className="text-muted-foreground">{about}</div>}
              </div>
            )}
            {columns.map((column, index) => {
              const titleId = `${id}-column-${index}`;
              return (
                <nav key={column.id ?? index} aria-labelledby={titleId} data-slot="site-footer-column">
                  <h2 id={titleId} className="mb-3 text-sm font-semibold">
                    {column.title}
                  </h2>
                  <ul className="flex flex-col gap-2">
                    {column.links.map((link, linkIndex) => (
                      <li key={linkIndex}>
                        {renderLink({
                          href: link.href,
                          className: linkClass,
                          children: link.external ? (
                            <>
                              {link.label}
                              <span className="sr-only">{` ${messages.data.buttonLink.newTab}`}</span>
                            </>
                          ) : (
                            link.label
                          ),
                          ...(link.external && { target: "_blank", rel: "noopener noreferrer" }),
                        })}
                      </li>
                    ))}
                  </ul>
                </nav>
              );
            })}
          </div>
        )}
        {(copyright !== undefined || settings !== undefined) && (
          <div
            data-slot="site-footer-bottom"
            className="flex flex-col-reverse gap-4 border-t border-border pt-6 @lg:flex-row @lg:items-center @lg:justify-between"
          >
            <div className="text-muted-foreground">{copyright}</div>
            {settings !== undefined && (
              <div
                role="group"
                aria-label={messages.data.siteFooter.settings}
                className="flex flex-wrap items-center gap-2"
              >
                {settings}
              </div>
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
