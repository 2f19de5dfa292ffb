import type { Meta, StoryObj } from "@storybook/react-vite";
import { useParams, useSearchParams } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eduFaqAnswer, eventDetail, noticeDetail } from "../mocks/fixtures";
import { detailHandlers } from "../mocks/handlers";
import { eduStoryPaths, storyPaths } from "../mocks/story-paths";
import { PostDetailScreen, type PostDetailScreenProps } from "./post-detail-screen";

/** The site's part, played here: the post and its board come from the address. */
function AddressedPost(args: PostDetailScreenProps) {
  const { id } = useParams();
  const [query] = useSearchParams();
  return <PostDetailScreen key={id} {...args} id={id} type={query.get("type")} />;
}

const meta = {
  title: "Features/Board/PostDetailScreen",
  component: PostDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <AddressedPost {...args} />,
  args: { id: noticeDetail.id, paths: storyPaths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `/board/notice-detail/${noticeDetail.id}`, pattern: "/board/notice-detail/:id" },
    msw: { handlers: [detailHandlers.of(noticeDetail, eventDetail)] },
  },
} satisfies Meta<typeof PostDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A notice: title, day, views, the text in paragraphs (markup shown as typed, never run), the files with their
 * sizes, the newer and older posts and the way back.
 */
export const Notice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 1, name: "Changes to the bank transfer deadline" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText("May 10, 2026")).toBeVisible();
    await expect(canvas.getByText("240 views")).toBeVisible();
    await expect(canvas.getByText(/^From 1 June, a bank transfer must arrive/)).toHaveTextContent(
      "Reservations without a deposit by then are cancelled.",
    );
    await expect(canvas.getByText("<b>Questions?</b> Write to us from the contact page.")).toBeVisible();
    const files = canvas.getByRole("region", { name: "Attachments (2)" });
    const guide = within(files).getByRole("link", { name: /transfer-guide\.pdf/ });
    await expect(guide).toHaveAttribute("href", "/api/v1/attachments/9001");
    await expect(guide).toHaveAttribute("download", "transfer-guide.pdf");
    await expect(guide).toHaveTextContent("471 KB");
    await expect(within(files).getByRole("link", { name: /bank-list\.png/ })).toHaveTextContent("2.3 MB");
    const others = canvas.getByRole("navigation", { name: "Other posts" });
    await expect(within(others).getByRole("link", { name: /Previous/ })).toHaveAttribute(
      "href",
      "/board/notice-detail/104",
    );
    await expect(within(others).getByRole("link", { name: /Next/ })).toHaveTextContent("Service maintenance on 5 May");
    await expect(canvas.getByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/board/notice");
  },
};

/** An event post: its days and where it stands, and the way to its offers. */
export const EventPost: Story = {
  args: { id: eventDetail.id, type: "event" },
  parameters: {
    route: { path: `/board/notice-detail/${eventDetail.id}?type=event`, pattern: "/board/notice-detail/:id" },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: eventDetail.title }, { timeout: 5000 }),
    ).toBeVisible();
    const about = canvas.getByRole("region", { name: "About the event" });
    await expect(about).toHaveTextContent("Event days: May 1, 2026 ~ May 31, 2026 · 16 days left");
    await expect(within(about).getByRole("link", { name: "See the event's offers" })).toHaveAttribute(
      "href",
      "/product/search/festival/all",
    );
    await expect(canvas.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/board/event");
    await expect(canvas.queryByRole("navigation", { name: "Other posts" })).not.toBeInTheDocument();
  },
};

/** A post that does not exist (404) says so, with the way back to its list. */
export const NotFound: Story = {
  args: { id: 999 },
  parameters: {
    route: { path: "/board/notice-detail/999", pattern: "/board/notice-detail/:id" },
    msw: { handlers: [detailHandlers.notFound] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Post not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("This post does not exist or has been removed.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to the list" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /board/notice" })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [detailHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this post.");
    await expect(alert).toHaveTextContent("The board service is restarting.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Changes to the bank transfer deadline" }, { timeout: 5000 });
    await expect(canvas.getByText("2026년 5월 10일")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "첨부파일 (2)" })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "다른 게시글" })).toHaveTextContent("이전 글");
    await expect(canvas.getByRole("link", { name: "목록으로" })).toBeVisible();
  },
};

/**
 * An answer of the education programme's FAQ on its own page (`/seouledutravel/faq/list-detail/{id}`): the question
 * as the heading, the answer, the other questions and the way back to the FAQ.
 */
export const EduFaqAnswer: Story = {
  args: { id: eduFaqAnswer.id, site: "seouledutravel", types: ["faq"], paths: eduStoryPaths },
  parameters: {
    route: {
      path: `/seouledutravel/faq/list-detail/${eduFaqAnswer.id}`,
      pattern: "/seouledutravel/faq/list-detail/:id",
    },
    msw: { handlers: [detailHandlers.of(eduFaqAnswer)] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 1, name: "Can I save my application and finish it later?" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Yes\. The form is saved as a draft/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/seouledutravel/faq/list");
    const others = canvas.getByRole("navigation", { name: "Other posts" });
    await expect(within(others).getByRole("link", { name: /Who can apply for the programme\?/ })).toHaveAttribute(
      "href",
      "/seouledutravel/faq/list-detail/501",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Back to the list" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouledutravel/faq/list" })).toBeVisible();
  },
};

/** An answer that is not there (removed, or a notice's id): "not found", with the way back to the FAQ. */
export const EduFaqNotFound: Story = {
  args: { id: 999, site: "seouledutravel", types: ["faq"], paths: eduStoryPaths },
  parameters: {
    route: { path: "/seouledutravel/faq/list-detail/999", pattern: "/seouledutravel/faq/list-detail/:id" },
    msw: { handlers: [detailHandlers.notFound] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Post not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the list" })).toHaveAttribute(
      "href",
      "/seouledutravel/faq/list",
    );
  },
};
