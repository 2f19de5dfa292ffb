import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emptyApi, errorHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { MembersScreen } from "./members-screen";

const meta = {
  title: "Features/Applications/Admin/MembersScreen",
  component: MembersScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.members),
} satisfies Meta<typeof MembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The programme site's members, newest first, each with their count of applications; then a search by name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("7 members", {}, { timeout: 5000 })).toBeVisible();
    const rows = within(canvas.getByRole("table", { name: "Members" }))
      .getAllByRole("row")
      .slice(1);
    await expect(rows[0]).toHaveTextContent("Lee Minji");
    await expect(rows[0]).toHaveTextContent("Korean");
    await expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Lee Minji" })).toHaveAttribute(
      "href",
      "/seouleduadmin/members-detail/301",
    );
    await userEvent.type(canvas.getByRole("searchbox", { name: "Name or e-mail" }), "park");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 member")).toBeVisible();
  },
};

/** Nobody has registered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No members yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list could not be read. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the members.",
    );
  },
};

/** The session ended elsewhere. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /seouleduadmin/signin?redirect=%2Fseouleduadmin%2Fmembers" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};
