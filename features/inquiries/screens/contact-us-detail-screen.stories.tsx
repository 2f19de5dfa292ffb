import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN, openInquiry, repliedInquiry } from "../mocks/fixtures";
import { detailHandlers, recordingAttachment } from "../mocks/handlers";
import { ContactUsDetailScreen } from "./contact-us-detail-screen";

const files = recordingAttachment(STORY_TOKEN);

const meta = {
  title: "Features/Inquiries/ContactUsDetailScreen",
  component: ContactUsDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { inquiryId: repliedInquiry.id, paths: { list: "/board/contact-us" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `/board/contact-us-detail/${repliedInquiry.id}` },
    msw: { handlers: [detailHandlers.of(repliedInquiry), files.handler] },
  },
  beforeEach: () => {
    files.authorizations.length = 0;
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof ContactUsDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question with its file, and the operator's reply with its day. */
export const Replied: Story = {
  play: async ({ canvas }) => {
    const question = await canvas.findByRole("article", { name: "Card payment charged twice" }, { timeout: 5000 });
    await expect(question).toHaveTextContent("Payment");
    await expect(question).toHaveTextContent("my card shows two charges.");
    await expect(within(question).getByText("Answered")).toBeVisible();
    // the file is only the member's: it is fetched with the token, which a plain link would not send
    await userEvent.click(within(question).getByRole("button", { name: /card-statement\.png/ }));
    await waitFor(() => expect(files.authorizations).toEqual([`Bearer ${STORY_TOKEN}`]));
    await expect(within(question).queryByRole("alert")).not.toBeInTheDocument();
    const reply = canvas.getByRole("region", { name: "Our answer" });
    await expect(reply).toHaveTextContent("your bank releases it within 3 business days.");
    await expect(reply).toHaveTextContent("May 12, 2026 at 2:20 PM");
    await expect(canvas.getByRole("link", { name: "My inquiries" })).toHaveAttribute("href", "/board/contact-us");
  },
};

/** No reply yet: "waiting for an answer". */
export const Waiting: Story = {
  args: { inquiryId: openInquiry.id },
  parameters: { msw: { handlers: [detailHandlers.of(openInquiry)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole("article", { name: openInquiry.subject }, { timeout: 5000 });
    await expect(canvas.getByRole("region", { name: "Our answer" })).toHaveTextContent(
      "Waiting for an answer. We will reply here as soon as we can.",
    );
  },
};

/** Another member's inquiry answers 404: "not found", nothing more. */
export const NotFound: Story = {
  args: { inquiryId: 999 },
  parameters: { msw: { handlers: [detailHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Inquiry not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("This inquiry does not exist or is not yours.")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("article", { name: repliedInquiry.subject }, { timeout: 5000 });
    await expect(canvas.getByRole("region", { name: "답변" })).toHaveTextContent("2026년 5월 12일 14:20");
    await expect(canvas.getByText("답변 완료")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "내 문의 목록" })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared.
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [detailHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
