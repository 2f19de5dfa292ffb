import type { Meta, StoryObj } from "@storybook/react-vite";
import { Search, ShoppingCart } from "lucide-react";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { cn } from "../../lib/cn";
import { ButtonLink, buttonLinkVariants } from "../button-link";
import { IconButton } from "../icon-button";
import { SiteHeader } from "./site-header";
import { announceStoryRendered, forcedStatesCatalog, withoutTransitions } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

/** Stories never leave the page: the click is recorded instead of followed. */
const onNavigate = fn((event: MouseEvent) => event.preventDefault());

const linkClass =
  "rounded-sm px-2 py-1 text-sm font-medium text-foreground no-underline hover:bg-hover outline-hidden focus-visible:shadow-focus";

function Logo() {
  return (
    <a href="/main" onClick={onNavigate} className={cn(linkClass, "text-lg font-bold text-primary")}>
      K-Travel
    </a>
  );
}

function NavLinks({ links, vertical = false }: { links: readonly string[]; vertical?: boolean }) {
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {links.map((label) => (
        <li key={label}>
          <a href={`/${label.toLowerCase()}`} onClick={onNavigate} className={cn(linkClass, "block")}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const links = ["Tours", "Tickets", "Airport", "Events", "Support"] as const;

function Actions({ cart = "Cart", search = "Search", signIn = "Sign in" }: Record<string, string>) {
  return (
    <>
      <IconButton intent="ghost" label={search}>
        <Search />
      </IconButton>
      <IconButton intent="ghost" label={cart}>
        <ShoppingCart />
      </IconButton>
      <ButtonLink href="/account/login" size="sm" intent="outline" onClick={onNavigate}>
        {signIn}
      </ButtonLink>
    </>
  );
}

/** The account, language and currency controls a site puts in `utilities`: a guest's or a member's. */
function Utilities({ member = false, ko = false }: { member?: boolean; ko?: boolean }) {
  const label = (en: string, kr: string) => (ko ? kr : en);
  return (
    <>
      {member ? (
        <>
          <ButtonLink href="/account/my-menu" size="sm" intent="outline" onClick={onNavigate}>
            {label("My menu", "마이 메뉴")}
          </ButtonLink>
          <button type="button" className={buttonLinkVariants({ size: "sm", intent: "outline" })}>
            {label("Sign out", "로그아웃")}
          </button>
        </>
      ) : (
        <ButtonLink href="/account/login" size="sm" intent="outline" onClick={onNavigate}>
          {label("Sign in", "로그인")}
        </ButtonLink>
      )}
      <button type="button" className={buttonLinkVariants({ size: "sm", intent: "outline" })}>
        {label("USD ($)", "미국 달러 (USD, $)")}
      </button>
      <button type="button" className={buttonLinkVariants({ size: "sm", intent: "outline" })}>
        {label("English", "한국어")}
      </button>
    </>
  );
}

const shopLinks = ["Home", "Festivals", "Tours", "Activities", "Community"] as const;
const shopLinksKo = ["홈", "축제", "투어", "체험", "커뮤니티"] as const;

/**
 * One header per width a person meets (a small phone, a phone, a tablet, a laptop), guest and member. The header
 * follows its own width (a size container), so a box of that width shows what that screen shows; the laptop's box
 * is drawn at 5/8 scale to fit the picture, its layout still 1280px wide.
 */
function WidthsCatalog({ ko = false }: { ko?: boolean }) {
  const nav = <NavLinks links={ko ? shopLinksKo : shopLinks} />;
  const header = (id: string, member: boolean) => (
    <section aria-label={id} data-width={id}>
      <SiteHeader
        collapse="xl"
        logo={<Logo />}
        nav={nav}
        navLabel={`${ko ? "주 메뉴" : "Main"} ${id}`}
        mobileMenu={
          <nav aria-label={`${ko ? "전체 메뉴" : "Main menu"} ${id}`}>
            <NavLinks links={ko ? shopLinksKo : shopLinks} vertical />
          </nav>
        }
        actions={
          member ? (
            <IconButton intent="ghost" label={ko ? "장바구니" : "Cart"}>
              <ShoppingCart />
            </IconButton>
          ) : null
        }
        utilities={<Utilities member={member} ko={ko} />}
      />
    </section>
  );
  return (
    <div className="flex flex-col gap-4 bg-muted p-4">
      <div className="flex items-start gap-4">
        <div className="flex w-[320px] shrink-0 flex-col gap-4">
          {header("320 guest", false)}
          {header("320 member", true)}
        </div>
        <div className="flex w-[390px] shrink-0 flex-col gap-4">
          {header("390 guest", false)}
          {header("390 member", true)}
        </div>
      </div>
      <div className="flex w-[768px] flex-col gap-4">
        {header("768 guest", false)}
        {header("768 member", true)}
      </div>
      <div className="h-[88px] w-[768px] overflow-hidden">
        <div className="flex w-[1280px] origin-top-left scale-[0.6] flex-col gap-4">
          {header("1280 guest", false)}
          {header("1280 member", true)}
        </div>
      </div>
    </div>
  );
}

/** The bar is one line (its fixed height) and nothing sticks out of the header, at the box's width. */
async function expectOneLine(section: HTMLElement) {
  const banner = section.querySelector<HTMLElement>('[data-slot="site-header"]')!;
  const bar = banner.firstElementChild as HTMLElement;
  await expect(bar.offsetHeight).toBe(64);
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  for (const item of bar.querySelectorAll<HTMLElement>("nav li")) {
    await expect(item.offsetTop).toBe(bar.querySelector<HTMLElement>("nav li")!.offsetTop);
  }
}

/** Opens the phone menu of one box with the keyboard and walks it: every link and control is reachable. */
async function walkPhoneMenu(section: HTMLElement, labels: readonly string[], menuLabel: string) {
  const box = within(section);
  box.getByRole("link", { name: "K-Travel" }).focus();
  const toggle = box.getByRole("button", { name: menuLabel });
  while (document.activeElement !== toggle) await userEvent.tab();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await userEvent.keyboard("{Enter}");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;
  await expect(panel).toBeVisible();
  const reached: string[] = [];
  const stops = panel.querySelectorAll("a[href], button");
  for (let i = 0; i < stops.length; i++) {
    await userEvent.tab();
    reached.push(document.activeElement?.textContent ?? "");
  }
  for (const label of labels) await expect(reached).toContain(label);
}

const meta = {
  title: "Design System/Layout/Site Header",
  component: SiteHeader,
  tags: ["autodocs"],
  parameters: componentDocs(
    "The sites' header frame with slots: `logo`, `nav` (primary links), `actions`, `mobileMenu`. When the " +
      "header is narrow a menu button (`aria-expanded`, `aria-controls`) opens a panel with the navigation; " +
      "Escape or a followed link closes it. `fixed` only draws the fixed style (the spec: “past 130px of scroll " +
      "the header gets a fixed style”; the scroll hook lives in the site) on the `z-sticky` layer with a shadow, " +
      "and keeps the bar's height reserved so the page does not jump.",
    {
      layout: "fullscreen",
    },
  ),
  argTypes: argControls({ boolean: ["fixed"], text: ["navLabel"], none: ["logo", "nav", "actions", "mobileMenu"] }),
  args: {
    logo: <Logo />,
    nav: <NavLinks links={links} />,
    actions: <Actions />,
    fixed: false,
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    const nav = within(banner).getByRole("navigation", { name: "Main" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(links.length);
    await expect(canvas.queryByRole("button", { name: "Menu" })).toBeNull();
    await expect(banner).not.toHaveAttribute("data-fixed");
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** What the header looks like once the page is scrolled past 130px: fixed on top, over the content, with a shadow. */
export const Fixed: Story = {
  args: { fixed: true },
  render: (args) => (
    <div>
      <SiteHeader {...args} />
      <div className="flex flex-col gap-3 p-4">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="h-16 rounded-md bg-muted" />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole("banner");
    await expect(banner).toHaveAttribute("data-fixed");
    const style = getComputedStyle(banner);
    await expect(style.position).toBe("fixed");
    await expect(style.boxShadow).not.toBe("none");
    await expect(Number(style.zIndex)).toBe(1100);
    // the spacer keeps the content where it was
    const spacer = canvasElement.querySelector<HTMLElement>('[data-slot="site-header-spacer"]');
    await expect(spacer?.getBoundingClientRect().height).toBe(banner.getBoundingClientRect().height);
  },
};

/** A phone-wide header: the menu button opens and closes the panel (click, Escape, following a link). */
export const Mobile: Story = {
  render: (args) => (
    <div className="w-96">
      <SiteHeader {...args} nav={<NavLinks links={links} vertical />} actions={<Actions />} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(panel).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const menu = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();

    await userEvent.tab();
    await expect(within(menu).getByRole("link", { name: "Tours" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(
      within(canvas.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Events" }),
    );
    await expect(onNavigate).toHaveBeenCalled();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // open again for the screenshot
    await userEvent.click(toggle);
    await expect(canvas.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  },
};

/** The panel can hold more than the links (language and currency, the account). */
export const MobileCustomMenu: Story = {
  args: { defaultMenuOpen: true },
  render: (args) => (
    <div className="w-96">
      <SiteHeader
        {...args}
        actions={null}
        mobileMenu={
          <div className="flex flex-col gap-3">
            <nav aria-label="Main menu">
              <NavLinks links={links} vertical />
            </nav>
            <ButtonLink href="/account/login" intent="primary" onClick={onNavigate}>
              Sign in
            </ButtonLink>
          </div>
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Sign in" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    nav: <NavLinks links={["투어", "티켓", "공항 픽업", "행사", "고객센터"]} />,
    actions: <Actions cart="장바구니" search="검색" signIn="로그인" />,
  },
  // one page has one banner: the second header sits in a section, where <header> is not a landmark
  render: (args) => (
    <div className="flex flex-col gap-6">
      <SiteHeader {...args} />
      <section aria-label="모바일" className="w-96">
        <SiteHeader
          {...args}
          navLabel="주 메뉴 (모바일)"
          nav={<NavLinks links={["투어", "티켓", "공항 픽업"]} vertical />}
          actions={null}
          defaultMenuOpen
        />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "주 메뉴" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "메뉴" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("navigation", { name: "전체 메뉴" })).toBeVisible();
  },
};

/** Static and fixed bars, a hovered and a focused link, the mobile bar closed and open: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: ["#header-static nav li:nth-child(2) a"],
    focusVisible: ["#header-static nav li:nth-child(3) a"],
  }),
  // one page has one banner: the other headers sit in sections, where <header> is not a landmark
  render: (args) => (
    <div className="flex flex-col gap-4 bg-muted p-4">
      <SiteHeader {...args} id="header-static" />
      {/* the fixed style, shown in place: a transform makes this box the containing block of the fixed header */}
      <section aria-label="fixed" className="relative h-16 translate-x-0">
        <SiteHeader {...args} fixed navLabel="Main (fixed)" />
      </section>
      <div className="flex gap-4">
        <section aria-label="mobile, closed" className="w-80">
          <SiteHeader {...args} actions={null} nav={<NavLinks links={links} vertical />} />
        </section>
        <section aria-label="mobile, open" className="w-80">
          <SiteHeader {...args} actions={null} nav={<NavLinks links={links} vertical />} defaultMenuOpen />
        </section>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("button", { name: "Menu" })).toHaveLength(2);
    await expect(canvas.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  },
};

/**
 * The header at 320, 390, 768 and 1280px, guest and member, with a shop's five links, cart, account, currency and
 * language: one line at every width; below 72rem (`collapse="xl"`) the menu button holds the links and controls.
 * The 390px member's menu is opened with the keyboard and every entry reached with Tab.
 */
export const CatalogWidths: Story = {
  decorators: [withoutTransitions],
  parameters: { controls: { disable: true } },
  render: () => <WidthsCatalog />,
  play: async ({ canvasElement }) => {
    const section = (id: string) => canvasElement.querySelector<HTMLElement>(`[data-width="${id}"]`)!;
    for (const id of ["320 guest", "320 member", "390 guest", "390 member", "768 guest", "768 member"]) {
      await expectOneLine(section(id));
      await expect(within(section(id)).queryByRole("navigation", { name: `Main ${id}` })).toBeNull();
      await expect(within(section(id)).getByRole("button", { name: "Menu" })).toBeVisible();
    }
    for (const id of ["1280 guest", "1280 member"]) {
      await expectOneLine(section(id));
      await expect(within(section(id)).getByRole("navigation", { name: `Main ${id}` })).toBeVisible();
      await expect(within(section(id)).queryByRole("button", { name: "Menu" })).toBeNull();
    }
    await expect(within(section("1280 member")).getByRole("link", { name: "My menu" })).toBeVisible();
    await walkPhoneMenu(section("390 member"), [...shopLinks, "My menu", "Sign out", "USD ($)", "English"], "Menu");
  },
};

/** The same widths in Korean: the long currency label fits whole on the laptop's bar. */
export const CatalogWidthsKorean: Story = {
  decorators: [withoutTransitions],
  globals: { locale: "ko" },
  parameters: { controls: { disable: true } },
  render: () => <WidthsCatalog ko />,
  play: async ({ canvasElement }) => {
    const section = (id: string) => canvasElement.querySelector<HTMLElement>(`[data-width="${id}"]`)!;
    for (const id of ["320 member", "390 member", "768 member", "1280 guest", "1280 member"]) {
      await expectOneLine(section(id));
    }
    const currency = within(section("1280 member")).getByRole("button", { name: "미국 달러 (USD, $)" });
    await expect(currency.scrollWidth).toBeLessThanOrEqual(currency.clientWidth);
    await walkPhoneMenu(section("320 member"), [...shopLinksKo, "마이 메뉴", "로그아웃", "한국어"], "메뉴");
  },
};
