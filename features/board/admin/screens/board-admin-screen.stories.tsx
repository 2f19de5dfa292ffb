import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { boardAdminApi, emptyApi, errorHandlers, loadingHandlers, unauthorizedApi } from "../mocks/handlers";
import { BOARD_ADMIN_PATHS as PATHS, boardAdminStoryMeta } from "../mocks/story-meta";
import { BoardAdminScreen } from "./board-admin-screen";

const meta = {
  title: "Features/Board/Admin/BoardAdminScreen",
  component: BoardAdminScreen,
  tags: ["autodocs"],
  ...boardAdminStoryMeta("/seouleduadmin/faq"),
  args: { ...boardAdminStoryMeta("/seouleduadmin/faq").args, types: ["faq", "notice"] },
} satisfies Meta<typeof BoardAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole("table", { name })).getAllByRole("row").slice(1);

/** The FAQ first: pinned on top, each with its day and views, to edit or delete; the way to add one. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("3 posts", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "FAQ", selected: true })).toBeVisible();
    const rows = rowsOf(canvasElement, "FAQ");
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent("Pinned");
    await expect(rows[0]).toHaveTextContent("Who can apply?");
    await expect(rows[0]).toHaveTextContent("312");
    await expect(rows[1]).not.toHaveTextContent("Pinned");
    await expect(canvas.getByRole("link", { name: "Edit “Who can apply?”" })).toHaveAttribute(
      "href",
      "/seouleduadmin/board-edit/11?type=faq",
    );
    await expect(canvas.getByRole("link", { name: "Add to FAQ" })).toHaveAttribute(
      "href",
      "/seouleduadmin/board-add?type=faq",
    );
  },
};

/** The notices' tab: its own posts, and the add button now adds a notice. */
export const Notices: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "Notices" }, { timeout: 5000 }));
    await expect(await canvas.findByText("2 posts")).toBeVisible();
    const rows = rowsOf(canvasElement, "Notices");
    await expect(rows[0]).toHaveTextContent("Summer 2026 applications are open");
    await expect(rows[0]).toHaveTextContent("940");
    await expect(canvas.getByRole("link", { name: "Add to Notices" })).toHaveAttribute(
      "href",
      "/seouleduadmin/board-add?type=notice",
    );
  },
};

/** In Korean: the boards, the titles and the buttons in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { route: { path: PATHS.list("notice") } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("게시글 2개", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "FAQ 및 공지사항" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "공지사항", selected: true })).toBeVisible();
    await expect(canvas.getByText("2026 여름 프로그램 신청 안내")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "“어린이날 사무국 휴무 안내” 삭제" })).toBeVisible();
  },
};

const deleting = boardAdminApi();

/** Delete asks first: "Keep it" leaves the post; "Delete" removes it, says so, and the list is read again. */
export const DeleteConfirm: Story = {
  parameters: { msw: { handlers: deleting.handlers } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Delete “Who can apply?”" }, { timeout: 5000 });
    await userEvent.click(button);
    let dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await expect(dialog).toHaveTextContent("“Who can apply?” and its files will be removed from the site.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(deleting.writes.deleted).toEqual([]);
    await expect(canvas.getByText("3 posts")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Delete “Who can apply?”" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await screen.findByText("“Who can apply?” was deleted.")).toBeInTheDocument();
    await expect(await canvas.findByText("2 posts")).toBeVisible();
    await expect(canvas.queryByText("Who can apply?")).not.toBeInTheDocument();
    await expect(deleting.writes.deleted).toEqual([11]);
  },
};

/** Waiting for the posts. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("tab", { name: "FAQ" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("table", { name: "FAQ" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A board with nothing on it yet: said, with the way to add the first post. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Nothing in FAQ yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Add to FAQ" })).toHaveLength(2);
  },
};

/** The posts could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the posts.");
    await expect(alert).toHaveTextContent("The service is being updated. Try again in a minute.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/**
 * The session ended elsewhere: the delete answers 401, the session is cleared and the page says so (on the site, the
 * admin guard then opens the sign-in page); nothing was deleted.
 */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedApi() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete “Who can apply?”" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await canvas.findByRole("heading", { name: "You are signed out" })).toBeVisible();
    await expect(getToken("admin")).toBeNull();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};
