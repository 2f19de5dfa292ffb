import type { Meta, StoryObj } from "@storybook/react-vite";
import { useParams, useSearchParams } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MART_BOARD_TYPES } from "@contracts/board-types";
import { martPress } from "../mocks/fixtures";
import { listHandler, listStates } from "../mocks/handlers";
import { martStoryPaths, storyPaths } from "../mocks/story-paths";
import { BoardScreen, type BoardScreenProps } from "./board-screen";

/** The site's part, played here: the board (in the path, or the mart's `?type=`), the words and the page come from the address. */
function AddressedBoard(args: BoardScreenProps) {
  const { type } = useParams();
  const [query] = useSearchParams();
  return (
    <BoardScreen {...args} type={type ?? query.get("type")} keyword={query.get("keyword")} page={query.get("page")} />
  );
}

const meta = {
  title: "Features/Board/BoardScreen",
  component: BoardScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <AddressedBoard {...args} />,
  args: { paths: storyPaths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/board", pattern: "/board/:type?" },
    msw: { handlers: [listHandler()] },
  },
} satisfies Meta<typeof BoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/board` shows the notices: the pinned one first with its marker, each title a link to its page. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Notices" }, { timeout: 5000 })).toBeVisible();
    const boards = canvas.getByRole("navigation", { name: "Boards" });
    await expect(within(boards).getByRole("link", { name: "Notices" })).toHaveAttribute("aria-current", "page");
    await expect(within(boards).getByRole("link", { name: "Events" })).toHaveAttribute("href", "/board/event");
    await expect(await canvas.findByText("4 posts")).toBeVisible();
    const rows = canvas.getAllByRole("listitem").filter((row) => row.closest("nav") === null);
    await expect(rows[0]).toHaveTextContent("Pinned");
    await expect(rows[0]).toHaveTextContent("Holiday opening hours for the customer centre");
    await expect(rows[0]).toHaveTextContent("1,532 views");
    await expect(rows[1]).toHaveTextContent("New tours for the summer season");
    await expect(rows[1]).not.toHaveTextContent("Pinned");
    await expect(canvas.getByRole("link", { name: "Changes to the bank transfer deadline" })).toHaveAttribute(
      "href",
      "/board/notice-detail/103",
    );
    await expect(canvas.getByText("2 files attached")).toBeInTheDocument();
  },
};

/** Words go into the address; a search that finds nothing says so and offers the way back to every post. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText("4 posts", {}, { timeout: 5000 });
    const words = canvas.getByRole("searchbox", { name: "Search words" });
    await userEvent.type(words, "bank{Enter}");
    await expect(await canvas.findByText("1 post for “bank”")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Changes to the bank transfer deadline" })).toBeVisible();
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search words" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search words" }), "visa");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No posts for “visa”" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Clear the search" }));
    await expect(await canvas.findByText("4 posts")).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search words" })).toHaveValue("");
  },
};

/** The spec's empty states, one per board: "no notices", "no events", "no posts". */
export const EmptyBoards: Story = {
  parameters: { msw: { handlers: [listHandler({ notice: [], event: [], news: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No notices" }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Events" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No events right now" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "News" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No posts yet" })).toBeVisible();
  },
};

/** The list could not be loaded: the server's words and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [listStates.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this board.");
    await expect(alert).toHaveTextContent("The board service is restarting.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "공지사항" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("게시글 4개")).toBeVisible();
    await expect(canvas.getByText("고정")).toBeVisible();
    await expect(canvas.getByText("조회 1,532")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("searchbox", { name: "검색어" })).toBeVisible());
  },
};

/**
 * The medical travel mart's boards (`/sitmmt/board?type=press`): its own boards and its FAQ as links, the board in the
 * query, no search; each post leads to `/sitmmt/board/{type}-detail/{id}`.
 */
export const MartBoard: Story = {
  args: { site: "sitmmt", types: MART_BOARD_TYPES, search: false, paths: martStoryPaths },
  parameters: {
    route: { path: "/sitmmt/board?type=press", pattern: "/sitmmt/board" },
    msw: { handlers: [listHandler({ notice: [], press: martPress, media: [] })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Press" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("2 posts")).toBeVisible();
    await expect(canvas.queryByRole("search")).not.toBeInTheDocument();
    const boards = canvas.getByRole("navigation", { name: "Boards" });
    await expect(within(boards).getByRole("link", { name: "Press" })).toHaveAttribute("aria-current", "page");
    await expect(within(boards).getByRole("link", { name: "Notices" })).toHaveAttribute("href", "/sitmmt/board");
    await expect(within(boards).getByRole("link", { name: "Media" })).toHaveAttribute(
      "href",
      "/sitmmt/board?type=media",
    );
    await expect(within(boards).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/sitmmt/board/faq");
    await expect(
      canvas.getByRole("link", { name: "SITMMT 2025 opens applications for overseas buyers" }),
    ).toHaveAttribute("href", "/sitmmt/board/press-detail/401");
    await expect(canvas.getAllByText("Pinned")).toHaveLength(1);
  },
};
