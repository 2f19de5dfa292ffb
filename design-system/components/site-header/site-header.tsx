import { cva, type VariantProps } from "class-variance-authority";
import { Menu, X } from "lucide-react";
import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";
import { IconButton } from "../icon-button";

export const siteHeaderVariants = cva(
  [
    // layout: a size container, so the menu button replaces the navigation when the header (not the screen) is
    // narrow; stories and side-by-side previews then show the mobile form too
    "@container w-full",
    // look
    "bg-surface text-foreground",
  ],
  {
    variants: {
      fixed: {
        // the spec: past 130px of scroll the header is fixed; the page's scroll hook decides, this only draws it
        true: "fixed inset-x-0 top-0 z-sticky shadow-md",
        false: "relative border-b border-border",
      },
    },
    defaultVariants: {
      fixed: false,
    },
  },
);

export type SiteHeaderVariants = VariantProps<typeof siteHeaderVariants>;

/**
 * From which header width the bar shows the navigation and the utilities (below it, the menu button holds them):
 * `md` 48rem, `lg` 64rem, `xl` 72rem, `2xl` 80rem (the bar's own widest). A site with many links or controls picks a
 * wider one, so the bar never wraps. Whole class names (not built from parts) so Tailwind finds them.
 */
export const siteHeaderCollapse = {
  md: { bar: "@3xl:flex", panel: "@3xl:hidden" },
  lg: { bar: "@5xl:flex", panel: "@5xl:hidden" },
  xl: { bar: "@6xl:flex", panel: "@6xl:hidden" },
  "2xl": { bar: "@7xl:flex", panel: "@7xl:hidden" },
} as const;
export type SiteHeaderCollapse = keyof typeof siteHeaderCollapse;

export type SiteHeaderProps = Omit<ComponentProps<"header">, "children"> &
  SiteHeaderVariants & {
    /** The site's logo, usually a link home. */
    logo: ReactNode;
    /** Primary navigation links (a list); shown in the bar on wide screens and in the menu panel on small ones. */
    nav?: ReactNode;
    /** Right-hand actions always in the bar, at every width (keep them few and small: search, cart). */
    actions?: ReactNode;
    /**
     * Account, language and currency controls: in the bar when the header is wide, at the foot of the menu panel
     * when it is narrow (a phone's bar holds only the logo, `actions` and the menu button).
     */
    utilities?: ReactNode;
    /** What the menu panel shows on small screens; defaults to `nav`. */
    mobileMenu?: ReactNode;
    /** From which header width the bar shows `nav` and `utilities`; default `md`. */
    collapse?: SiteHeaderCollapse;
    /** Names the primary navigation landmark; defaults to the localized "Main". */
    navLabel?: string;
    /** Controlled state of the mobile menu panel. */
    menuOpen?: boolean;
    defaultMenuOpen?: boolean;
    onMenuOpenChange?: (open: boolean) => void;
    /** Classes for the inner bar (max width, height). */
    barClassName?: string;
  };

/**
 * The sites' header frame: logo, primary navigation, utilities and actions in a bar; when the header is narrower
 * than its `collapse` width a menu button (`aria-expanded`, `aria-controls`) opens a panel with the navigation and
 * the utilities, so the bar stays one line from 320px up. Escape or following a link in the panel
 * closes it. `fixed` draws the fixed style (the `z-sticky` layer and a shadow) and keeps the bar's height free
 * below, so the page does not jump when the scroll hook switches it on.
 */
export function SiteHeader({
  logo,
  nav,
  actions,
  utilities,
  mobileMenu,
  collapse = "md",
  navLabel,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  fixed,
  className,
  barClassName,
  ...props
}: SiteHeaderProps) {
  const { messages } = useDsLocale();
  const text = messages.data.siteHeader;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [innerOpen, setInnerOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? innerOpen;
  const hasMenu = (mobileMenu ?? nav ?? utilities) !== undefined;
  const breakpoint = siteHeaderCollapse[collapse];

  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setInnerOpen(next);
    onMenuOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onPanelClick = (event: MouseEvent) => {
    // following a link (a client-side route change keeps this component mounted) closes the menu
    if ((event.target as HTMLElement).closest("a[href]")) setOpen(false);
  };

  const header = (
    <header
      data-slot="site-header"
      data-fixed={fixed ? "" : undefined}
      className={cn(siteHeaderVariants({ fixed }), className)}
      onKeyDown={onKeyDown}
      {...props}
    >
      <div className={cn("mx-auto flex h-16 max-w-7xl items-center gap-6 px-4", barClassName)}>
        <div data-slot="site-header-logo" className="flex min-w-0 shrink-0 items-center">
          {logo}
        </div>
        {nav !== undefined && (
          <nav aria-label={navLabel ?? text.primaryNav} className={cn("hidden min-w-0 flex-1", breakpoint.bar)}>
            {nav}
          </nav>
        )}
        <div data-slot="site-header-actions" className="ml-auto flex shrink-0 items-center gap-2">
          {actions}
          {utilities !== undefined && (
            <div data-slot="site-header-utilities" className={cn("hidden items-center gap-2", breakpoint.bar)}>
              {utilities}
            </div>
          )}
          {hasMenu && (
            <IconButton
              ref={toggleRef}
              intent="ghost"
              label={text.menu}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              className={breakpoint.panel}
            >
              {open ? <X /> : <Menu />}
            </IconButton>
          )}
        </div>
      </div>
      {hasMenu && (
        <div
          id={panelId}
          data-slot="site-header-panel"
          hidden={!open}
          onClick={onPanelClick}
          // a long menu scrolls inside the panel rather than pushing the page off a phone's screen
          className={cn("max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border px-4 py-3", breakpoint.panel)}
        >
          {mobileMenu ?? (nav !== undefined && <nav aria-label={text.mobileNav}>{nav}</nav>)}
          {utilities !== undefined && (
            <div
              data-slot="site-header-panel-utilities"
              className={cn(
                "flex flex-wrap items-center gap-2",
                (mobileMenu ?? nav) !== undefined && "mt-3 border-t border-border pt-3",
              )}
            >
              {utilities}
            </div>
          )}
        </div>
      )}
    </header>
  );

  if (!fixed) return header;
  return (
    <>
      {/* keeps the bar's place in the page while the header is taken out of the flow */}
      <div data-slot="site-header-spacer" aria-hidden="true" className="h-16" />
      {header}
    </>
  );
}
