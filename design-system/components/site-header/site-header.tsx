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

export type SiteHeaderProps = Omit<ComponentProps<"header">, "children"> &
  SiteHeaderVariants & {
    /** The site's logo, usually a link home. */
    logo: ReactNode;
    /** Primary navigation links (a list); shown in the bar on wide screens and in the menu panel on small ones. */
    nav?: ReactNode;
    /** Right-hand actions: search, cart, account, language. */
    actions?: ReactNode;
    /** What the menu panel shows on small screens; defaults to `nav`. */
    mobileMenu?: ReactNode;
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
 * The sites' header frame: logo, primary navigation and actions in a bar; on small screens a menu button
 * (`aria-expanded`, `aria-controls`) opens a panel with the navigation. Escape or following a link in the panel
 * closes it. `fixed` draws the fixed style (the `z-sticky` layer and a shadow) and keeps the bar's height free
 * below, so the page does not jump when the scroll hook switches it on.
 */
export function SiteHeader({
  logo,
  nav,
  actions,
  mobileMenu,
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
  const hasMenu = (mobileMenu ?? nav) !== undefined;

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
        <div data-slot="site-header-logo" className="flex shrink-0 items-center">
          {logo}
        </div>
        {nav !== undefined && (
          <nav aria-label={navLabel ?? text.primaryNav} className="hidden min-w-0 flex-1 @3xl:flex">
            {nav}
          </nav>
        )}
        <div data-slot="site-header-actions" className="ml-auto flex items-center gap-2">
          {actions}
          {hasMenu && (
            <IconButton
              ref={toggleRef}
              intent="ghost"
              label={text.menu}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              className="@3xl:hidden"
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
          className="border-t border-border px-4 py-3 @3xl:hidden"
        >
          {mobileMenu ?? <nav aria-label={text.mobileNav}>{nav}</nav>}
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
