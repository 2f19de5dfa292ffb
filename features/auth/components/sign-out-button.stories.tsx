import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { accountActionHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SignOutButton } from "./sign-out-button";

const meta = {
  title: "Features/Auth/SignOutButton",
  component: SignOutButton,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "member", onSignedOut: fn() },
  parameters: {
    route: { path: "/account/my-menu" },
    msw: { handlers: [accountActionHandlers.signout] },
  },
  beforeEach: () => {
    setToken("member", "story-member-token");
    return () => clearArea("member");
  },
} satisfies Meta<typeof SignOutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

let tokenWhenLeaving: string | null = null;

/** The server cannot be reached: this tab is signed out all the same, as the person asked. */
export const ServerDown: Story = {
  parameters: { msw: { handlers: [accountActionHandlers.signoutError] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign out" }, { timeout: 5000 }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledTimes(1));
    await expect(getToken("member")).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "로그아웃" }, { timeout: 5000 })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
/** The site leaves the page first (still signed in, so no guard interferes), then the tab is signed out. */
export const Default: Story = {
  args: {
    beforeSignOut: fn(() => {
      tokenWhenLeaving = getToken("member");
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sign out" }, { timeout: 5000 }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledTimes(1));
    await expect(args.beforeSignOut).toHaveBeenCalledTimes(1);
    await expect(tokenWhenLeaving).toBe("story-member-token");
    await expect(getToken("member")).toBeNull();
  },
};
