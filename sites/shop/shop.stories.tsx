import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { catalogHandlers, menusHandlers } from "./shop.mocks";

const meta = {
  title: "Sites/Shop/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/main" },
  parameters: { layout: "fullscreen", msw: { handlers: [menusHandlers.success, ...catalogHandlers.success] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's header (the home page has a <header> of its own too). */
const siteHeader = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="site-header"]')!;

/** Below 72rem the controls sit behind the menu button; the story page's width is not fixed while it plays. */
async function openMenuIfCollapsed(header: HTMLElement) {
  const toggle = within(header).queryByRole("button", { name: "Menu" });
  if (toggle && toggle.getAttribute("aria-expanded") === "false") await userEvent.click(toggle);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the first story of the file pays for loading the shop's lazy chunks: a cold, loaded run needs more than 1 s
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Discover Korea" }, { timeout: 5000 }),
    ).toBeVisible();
    // one line at any width: the links in the bar from 72rem, behind the menu button below (the 800px picture)
    await expect((siteHeader(canvasElement).firstElementChild as HTMLElement).offsetHeight).toBe(64);
    // the footer lists each menu's pages: Contact us, and My page's reviews and quotations
    const community = await canvas.findByRole("navigation", { name: "Community" });
    await expect(within(community).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/board/contact-us",
    );
    const myPage = canvas.getByRole("navigation", { name: "My page" });
    await expect(within(myPage).getByRole("link", { name: "My reviews" })).toHaveAttribute("href", "/user/review");
    await expect(within(myPage).getByRole("link", { name: "My quotations" })).toHaveAttribute("href", "/quotation");
    const festivals = canvas.getByRole("region", { name: "Featured festivals" });
    await expect(await within(festivals).findByRole("link", { name: /Boryeong Mud Festival/ })).toHaveAttribute(
      "href",
      "/product/detail/2",
    );
    const tours = canvas.getByRole("region", { name: "Featured tours" });
    await expect(await within(tours).findByText("Jeju Olle Trail Walk")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "한국을 만나 보세요" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole("link", { name: "축제" })).not.toHaveLength(0);
  },
};

/**
 * A laptop's 1280px: the whole bar on one line (links, sign-in, currency, language), no menu button; the account's
 * own menu entry is not repeated among the links. Drawn at 5/8 scale to fit the 800px picture.
 */
export const Laptop: Story = {
  render: (args) => (
    <div className="h-[500px] w-[800px] overflow-hidden">
      <div className="w-[1280px] origin-top-left scale-[0.625]">
        <AppAt {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "K-Travel" }, { timeout: 5000 });
    const header = siteHeader(canvasElement);
    const nav = within(header).getByRole("navigation", { name: "Main menu" });
    await expect(await within(nav).findByRole("link", { name: "Festivals" })).toBeVisible();
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Festivals", "Tours", "Activities", "Community"]);
    await expect(within(header).getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(within(header).queryByRole("button", { name: "Menu" })).toBeNull();
    const bar = header.firstElementChild as HTMLElement;
    await expect(bar.offsetHeight).toBe(64);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** A phone's menu, opened with the keyboard: every link, then sign-in, currency and language. */
export const PhoneMenu: Story = {
  render: (args) => (
    <div className="w-[390px]">
      <AppAt {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "K-Travel" }, { timeout: 5000 });
    const header = siteHeader(canvasElement);
    const toggle = within(header).getByRole("button", { name: "Menu" });
    within(header).getByRole("link", { name: "K-Travel" }).focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = within(header).getByRole("navigation", { name: "Main menu" });
    await expect(await within(menu).findByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/board/contact-us",
    );
    await userEvent.tab();
    await expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;
    await expect(within(panel).getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(within(panel).getByRole("combobox", { name: "Language" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

export const SwitchToKorean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "K-Travel" }, { timeout: 5000 });
    await openMenuIfCollapsed(siteHeader(canvasElement));
    await userEvent.click(await canvas.findByRole("combobox", { name: "Language" }));
    await userEvent.click(await screen.findByRole("option", { name: "한국어" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "한국을 만나 보세요" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "언어" })).toHaveTextContent("한국어");
    await expect(await canvas.findAllByRole("link", { name: "투어" })).not.toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [menusHandlers.success, ...catalogHandlers.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const festivals = await canvas.findByRole("region", { name: "Featured festivals" });
    await expect(within(festivals).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [menusHandlers.empty, ...catalogHandlers.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No featured festivals right now.")).toBeVisible();
    await expect(await canvas.findByText("No featured tours right now.")).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [menusHandlers.error, ...catalogHandlers.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const festivals = await canvas.findByRole("region", { name: "Featured festivals" });
    const alert = await within(festivals).findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load the featured festivals.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
