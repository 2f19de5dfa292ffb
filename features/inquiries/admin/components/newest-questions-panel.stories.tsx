import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { emptyApi, errorHandlers, loadingHandlers } from "../mocks/handlers";
import { STORY_SITE } from "../mocks/fixtures";
import { INQUIRIES_ADMIN_PATHS as PATHS, inquiriesAdminStoryMeta } from "../mocks/story-meta";
import { NewestQuestionsPanel } from "./newest-questions-panel";

const meta = {
  title: "Features/Inquiries/Admin/NewestQuestionsPanel",
  component: NewestQuestionsPanel,
  tags: ["autodocs"],
  ...inquiriesAdminStoryMeta("/seouleduadmin"),
  args: { site: STORY_SITE, paths: PATHS },
} satisfies Meta<typeof NewestQuestionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five newest open questions, each a link to answer it, and the way to all of them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole("region", { name: "Newest questions" }, { timeout: 5000 }));
    const items = await panel.findAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent("Can my teacher travel with us?");
    await expect(items[0]).toHaveTextContent("Lee Minji");
    await expect(panel.getByRole("link", { name: "Can my teacher travel with us?" })).toHaveAttribute(
      "href",
      "/seouleduadmin/qna/501",
    );
    await expect(panel.queryByText("How do I reset my password?")).not.toBeInTheDocument();
    await expect(panel.getByRole("link", { name: "6 waiting: see all" })).toHaveAttribute("href", "/seouleduadmin/qna");
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole("region", { name: "최근 문의" }, { timeout: 5000 }));
    await expect(await panel.findByRole("link", { name: "답변 대기 6건: 전체 보기" })).toBeVisible();
  },
};

/** Nothing waiting: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No question is waiting", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All questions" })).toBeVisible();
  },
};

/** Waiting for the questions. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The questions could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load the questions.",
    );
  },
};
