import { getToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { boardAdminApi, errorHandlers, loadingHandlers, unauthorizedApi } from "../mocks/handlers";
import { BOARD_ADMIN_PATHS as PATHS, boardAdminStoryMeta } from "../mocks/story-meta";
import { PostEditorScreen } from "./post-editor-screen";

const frame = boardAdminStoryMeta(PATHS.add("faq"));

const meta = {
  title: "Features/Board/Admin/PostEditorScreen",
  component: PostEditorScreen,
  tags: ["autodocs"],
  ...frame,
  args: { ...frame.args, type: "faq" },
} satisfies Meta<typeof PostEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const EDIT = {
  args: { type: "notice", postId: 21 },
  route: { path: PATHS.edit("notice", 21), pattern: "/seouleduadmin/board-edit/:id" },
};

const group = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole("group", { name }, { timeout: 5000 }));
const english = (canvas: Canvas) => group(canvas, "English");
const korean = (canvas: Canvas) => group(canvas, "Korean");

async function fill(canvas: Canvas) {
  await userEvent.type((await english(canvas)).getByLabelText(/^Title/), "How long is the trip?");
  await userEvent.type((await english(canvas)).getByLabelText(/^Text/), "Ten days in Seoul.");
  await userEvent.type((await korean(canvas)).getByLabelText(/^Title/), "여행 기간은 얼마나 되나요?");
  await userEvent.type((await korean(canvas)).getByLabelText(/^Text/), "서울에서 10일입니다.");
}

const adding = boardAdminApi();

/** A new FAQ entry in both languages, pinned, with a file: published, said, and back to the FAQ. */
export const Add: Story = {
  parameters: { msw: { handlers: adding.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "New post in FAQ" }, { timeout: 5000 }),
    ).toBeVisible();
    await fill(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: /Pin to the top/ }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF-1.7"], "packing-list.pdf", { type: "application/pdf" }));
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/faq?type=faq" })).toBeVisible();
    await expect(await screen.findByText("“How long is the trip?” was published.")).toBeInTheDocument();
    await expect(adding.writes.created).toEqual([
      {
        type: "faq",
        body: {
          title_en: "How long is the trip?",
          title_ko: "여행 기간은 얼마나 되나요?",
          content_en: "Ten days in Seoul.",
          content_ko: "서울에서 10일입니다.",
          pinned: true,
        },
        files: ["packing-list.pdf"],
      },
    ]);
  },
};

/** Sent empty: every required field says so beside it, in both languages, and nothing is sent. */
export const Validation: Story = {
  parameters: { msw: { handlers: adding.handlers } },
  play: async ({ canvas }) => {
    const before = adding.writes.created.length;
    await userEvent.click(await canvas.findByRole("button", { name: "Publish" }, { timeout: 5000 }));
    await expect(await (await english(canvas)).findAllByText("This field is required.")).toHaveLength(2);
    await expect((await korean(canvas)).getAllByText("This field is required.")).toHaveLength(2);
    await expect((await english(canvas)).getByLabelText(/^Title/)).toHaveFocus();
    await expect(adding.writes.created).toHaveLength(before);
  },
};

const refusing = boardAdminApi({ refusedTitle: "여행 기간은 얼마나 되나요?" });

/** The server refuses a field: its message shows beside that field, what was typed stays, and nothing is left. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "Publish" }, { timeout: 5000 });
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }));
    await expect(await (await korean(canvas)).findByText("This title is already used on this board.")).toBeVisible();
    await expect((await korean(canvas)).getByLabelText(/^Title/)).toHaveValue("여행 기간은 얼마나 되나요?");
    await expect((await korean(canvas)).getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByRole("heading", { name: /^Page:/ })).not.toBeInTheDocument();
  },
};

/** Leaving with changes asks first: "Stay" keeps the form as typed, "Leave" goes back to the board. */
export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await userEvent.type((await english(canvas)).getByLabelText(/^Title/), "Half a question");
    await userEvent.click(canvas.getByRole("button", { name: "Back to the board" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect((await english(canvas)).getByLabelText(/^Title/)).toHaveValue("Half a question");
    await userEvent.click(canvas.getByRole("button", { name: "Back to the board" }));
    dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/faq?type=faq" })).toBeVisible();
  },
};

const editing = boardAdminApi();

/** A saved notice: both languages filled in, its file listed (kept as published); a change saved goes back. */
export const Edit: Story = {
  args: EDIT.args,
  parameters: { route: EDIT.route, msw: { handlers: editing.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Edit a post in Notices" }, { timeout: 5000 }),
    ).toBeVisible();
    const title = await (await english(canvas)).findByLabelText(/^Title/);
    await expect(title).toHaveValue("Summer 2026 applications are open");
    await expect((await korean(canvas)).getByLabelText(/^Title/)).toHaveValue("2026 여름 프로그램 신청 안내");
    await expect(canvas.getByRole("checkbox", { name: /Pin to the top/ })).toBeChecked();
    await expect(canvas.getByRole("button", { name: /application-checklist\.pdf/ })).toBeVisible();
    // who published it, and when: the post's changes below the form
    const changes = within(await canvas.findByRole("region", { name: "Changes" }));
    await expect(await changes.findByText("Published")).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, "Summer 2026 applications close on 31 May");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouleduadmin/faq?type=notice" })).toBeVisible();
    await expect(editing.writes.updated).toEqual([
      {
        id: 21,
        body: {
          title_en: "Summer 2026 applications close on 31 May",
          title_ko: "2026 여름 프로그램 신청 안내",
          content_en: "Apply by 31 May. The checklist is attached.",
          content_ko: "5월 31일까지 신청하세요. 점검표를 첨부합니다.",
          pinned: true,
          starts_on: null,
          ends_on: null,
          link_path: null,
          image_path: null,
        },
      },
    ]);
  },
};

/** The editor in Korean. */
export const KoreanEdit: Story = {
  args: EDIT.args,
  globals: { locale: "ko" },
  parameters: { route: EDIT.route },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "공지사항 게시글 수정" }, { timeout: 5000 }),
    ).toBeVisible();
    const group = within(await canvas.findByRole("group", { name: "한국어" }));
    await expect(await group.findByLabelText(/^제목/)).toHaveValue("2026 여름 프로그램 신청 안내");
    await expect(canvas.getByRole("button", { name: "변경 사항 저장" })).toBeVisible();
    await expect(canvas.getByText(/첨부파일은 게시할 때의 상태로 유지됩니다/)).toBeVisible();
  },
};

/** A post that is no longer there: said, with the way back to the board. */
export const NotFound: Story = {
  args: { type: "notice", postId: 999 },
  parameters: { route: { path: PATHS.edit("notice", 999), pattern: EDIT.route.pattern } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This post was not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the board" })).toHaveAttribute(
      "href",
      "/seouleduadmin/faq?type=notice",
    );
  },
};

/** Waiting for the saved post. */
export const Loading: Story = {
  args: EDIT.args,
  parameters: { route: EDIT.route, msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  },
};

/** The saved post could not be read: said, with a retry. */
export const LoadError: Story = {
  args: EDIT.args,
  parameters: { route: EDIT.route, msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the post.",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/**
 * The session ended elsewhere: the read answers 401, the session is cleared and the page says so (on the site, the
 * admin guard then opens the sign-in page).
 */
export const Unauthorized: Story = {
  args: EDIT.args,
  parameters: { route: EDIT.route, msw: { handlers: unauthorizedApi() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
    await expect(getToken("admin")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  },
};
