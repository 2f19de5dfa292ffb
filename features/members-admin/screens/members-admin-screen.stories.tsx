import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { emptyMembersApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { MEMBERS_ADMIN_PATHS as PATHS, membersAdminStoryMeta } from "../mocks/story-meta";
import { MembersAdminScreen } from "./members-admin-screen";

const meta = {
  title: "Features/MembersAdmin/MembersAdminScreen",
  component: MembersAdminScreen,
  tags: ["autodocs"],
  ...membersAdminStoryMeta(PATHS.list),
} satisfies Meta<typeof MembersAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Members";

/** Active and deactivated members, newest first, each a link to their page. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("3 members", {}, { timeout: 5000 })).toBeVisible();
    const rows = within(canvas.getByRole("table")).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    const [john, , lee] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(john).getByRole("link", { name: "John Carter" })).toHaveAttribute("href", "/admin/members/31");
    await expect(within(john).getByText("1,200 P")).toBeVisible();
    await expect(within(lee).getByText("Deactivated")).toBeVisible();
    await expect(within(lee).getByText("No phone number")).toBeVisible();
  },
};

/** A search by part of an e-mail address keeps the tab and shows what was asked. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 members", {}, { timeout: 5000 })).toBeVisible();
    const search = within(canvas.getByRole("search", { name: "Search the members" }));
    await userEvent.type(search.getByRole("searchbox"), "minji");
    await userEvent.click(search.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 member")).toBeVisible();
    await expect(canvas.getByText("Showing members matching “minji”")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kim Minji" })).toBeVisible();
  },
};

/** The deactivated tab (`?status=inactive`). */
export const Deactivated: Story = {
  parameters: { route: { path: `${PATHS.list}?status=inactive` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 deactivated member", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Deactivated" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("link", { name: "Lee Jun" })).toBeVisible();
  },
};

/** Nobody matches: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyMembersApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No members found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the members.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another role (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "회원")).toBeVisible();
    await expect(await canvas.findByText("회원 3명", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "비활성" })).toBeVisible();
    await expect(canvas.getByText("전화번호 없음")).toBeVisible();
  },
};
