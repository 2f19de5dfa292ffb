import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { emptyVenuesApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { PassVenuesAdminScreen } from "./pass-venues-admin-screen";

const meta = {
  title: "Features/PassVenuesAdmin/PassVenuesAdminScreen",
  component: PassVenuesAdminScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.list),
} satisfies Meta<typeof PassVenuesAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every venue in the public list's order, each linking to its form; the published and unpublished a tab away. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Partner venues")).toBeVisible();
    await expect(await canvas.findByText("3 venues")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Add a venue" })).toHaveAttribute(
      "href",
      "/seoulitepass/admin/venues/new",
    );
    const table = within(canvas.getByRole("table"));
    const links = table.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Gyeongbokgung Palace",
      "National Museum of Korea",
      "Seochon Pottery",
    ]);
    await expect(links[2]).toHaveAttribute("href", "/seoulitepass/admin/venues/3");
    await expect(table.getByText("Museum · Yongsan-gu")).toBeVisible();
    await expect(table.getByText("20% off")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Unpublished" }));
    await expect(await canvas.findByText("1 unpublished venue")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "Seochon Pottery" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Published" }));
    await expect(await canvas.findByText("2 published venues")).toBeVisible();
  },
};

/** No venue yet: said plainly, with the way to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyVenuesApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No venues yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Add a venue" })).toBeVisible();
  },
};

const states = operatorListStates({ title: "Partner venues", loadError: "We couldn't load the venues.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = states.Unauthorized;

/** A partner venue's scan-only account (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean: the Korean names, categories and districts. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "제휴 시설")).toBeVisible();
    await expect(await canvas.findByText("시설 3곳")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "경복궁" })).toBeVisible();
    await expect(canvas.getByText("박물관 · 용산구")).toBeVisible();
    await expect(canvas.getAllByText("게시 안 함").length).toBeGreaterThan(0);
  },
};
