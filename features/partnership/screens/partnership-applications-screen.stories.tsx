import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { emptyAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { PartnershipApplicationsScreen } from "./partnership-applications-screen";

const meta = {
  title: "Features/Partnership/PartnershipApplicationsScreen",
  component: PartnershipApplicationsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.list),
} satisfies Meta<typeof PartnershipApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The waiting applications, newest first, each linking to its page; the other filters a tab away. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Partnership applications")).toBeVisible();
    await expect(await canvas.findByText("2 applications waiting for review")).toBeVisible();
    const table = within(canvas.getByRole("table"));
    const links = table.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["Bukchon Tea House", "Mangwon Print Studio"]);
    await expect(links[0]).toHaveAttribute("href", "/seoulitepass/admin/partnerships/7");
    await expect(table.getByText("Experience · Jongno-gu")).toBeVisible();
    await expect(table.getByText("tea@bukchon.example")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Declined" }));
    await expect(await canvas.findByText("1 declined application")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "Gangnam Sky Lounge" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    await expect(await canvas.findByText("4 applications")).toBeVisible();
  },
};

/** Nothing waits: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No application is waiting" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({
  title: "Partnership applications",
  loadError: "We couldn't load the applications.",
  mocks,
});

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = states.Unauthorized;

/** A partner venue's scan-only account (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "제휴 신청 목록")).toBeVisible();
    await expect(await canvas.findByText("검토 대기 중인 신청서 2건")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "북촌 찻집" })).toBeVisible();
    await expect(canvas.getByText("체험 · 종로구")).toBeVisible();
  },
};
