import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loadingHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { MemberDetailScreen } from "./member-detail-screen";

const meta = {
  title: "Features/Applications/Admin/MemberDetailScreen",
  component: MemberDetailScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.member(301)),
  args: { paths: PATHS, memberId: 301 },
} satisfies Meta<typeof MemberDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One member: the account, and every application they made (each opens its page). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Lee Minji" }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole("region", { name: "Account" })).getByText("edu.lee@demo.test")).toBeVisible();
    const rows = within(canvas.getByRole("table", { name: "Applications of this member" }))
      .getAllByRole("row")
      .slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Lee Minji" })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply-detail/101",
    );
  },
};

/** A member without any application. */
export const NoApplications: Story = {
  args: { memberId: 307 },
  parameters: { route: { path: PATHS.member(307) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This member has no application.", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** An address of no member. */
export const NotFound: Story = {
  args: { memberId: 999 },
  parameters: { route: { path: PATHS.member(999) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Member not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** While the member arrives. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Member" })).toBeVisible();
  },
};
