import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { accountActionHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { DeleteAccountSection } from "./delete-account-section";

const meta = {
  title: "Features/Auth/DeleteAccountSection",
  component: DeleteAccountSection,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "member", onDeleted: fn() },
  parameters: {
    route: { path: "/account/my-profile" },
    msw: { handlers: [accountActionHandlers.deleteAccount] },
  },
  beforeEach: () => {
    setToken("member", "story-member-token");
    return () => clearArea("member");
  },
} satisfies Meta<typeof DeleteAccountSection>;
export default meta;
type Story = StoryObj<typeof meta>;

async function askToDelete(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Delete my account" }, { timeout: 5000 }));
  return screen.findByRole("alertdialog", { name: "Delete your account?" });
}

/** "Keep account": nothing happens. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await askToDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(getToken("member")).toBe("story-member-token");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountActionHandlers.deleteAccountError] } },
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await askToDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Accounts cannot be deleted during the nightly backup.",
    );
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(getToken("member")).toBe("story-member-token");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "회원 탈퇴하기" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "정말 탈퇴하시겠습니까?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "취소" }));
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
/** Asked first (danger), then deleted: the site is told (and leaves the page), then the tab is signed out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await askToDelete(canvasElement);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(getToken("member")).toBeNull();
  },
};
