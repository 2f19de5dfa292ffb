import { signedInStory } from "@blocks/feature-kit";
import { INQUIRY_MESSAGES } from "@contracts/inquiries";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { createHandlers, formSupportHandlers, recordingCreate } from "../mocks/handlers";
import { DRAFT_KEY, draftKey } from "../model/draft";
import { ContactUsRegisterScreen } from "./contact-us-register-screen";

const meta = {
  title: "Features/Inquiries/ContactUsRegisterScreen",
  component: ContactUsRegisterScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { list: "/board/contact-us", detail: (id: number) => `/board/contact-us-detail/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/board/contact-us-register" },
    msw: { handlers: [...formSupportHandlers, recordingCreate().handler] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    sessionStorage.removeItem(DRAFT_KEY);
    return () => {
      clearArea("member");
      sessionStorage.removeItem(DRAFT_KEY);
    };
  },
} satisfies Meta<typeof ContactUsRegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext["canvas"];
const field = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });

/** The type list is ready once the codes have arrived. */
async function typeSelect(canvas: Canvas, name: RegExp = /Inquiry type/) {
  const select = await canvas.findByRole("combobox", { name }, { timeout: 5000 });
  await waitFor(() => expect(select).toBeEnabled(), { timeout: 5000 });
  return select;
}

/** Fills the form as a person does: a type from the list, a title and the question. */
async function fillForm(canvas: Canvas, type = "Payment") {
  await userEvent.click(await typeSelect(canvas));
  await userEvent.click(await screen.findByRole("option", { name: type }));
  await userEvent.type(field(canvas, /^Title/), "Refund for a cancelled tour");
  await userEvent.type(
    field(canvas, /^Content/),
    "I cancelled R-20260510-0301 on 11 May.\nWhen will the refund arrive?",
  );
}

/** Sending nothing: the spec's messages beside their fields ("select inquiry type", title and content required). */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await typeSelect(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    await expect(await canvas.findByText(INQUIRY_MESSAGES.typeRequired)).toBeVisible();
    await expect(canvas.getByText(INQUIRY_MESSAGES.subjectRequired)).toBeVisible();
    await expect(canvas.getByText(INQUIRY_MESSAGES.contentRequired)).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /Inquiry type/ })).toHaveFocus();
  },
};

const sending = recordingCreate();

/** A filled form with a file goes as multipart and opens the new inquiry's page; the draft is forgotten. */
export const SendWithFile: Story = {
  parameters: { msw: { handlers: [...formSupportHandlers, sending.handler] } },
  play: async ({ canvas, canvasElement }) => {
    sending.sent.length = 0;
    await fillForm(canvas);
    await expect(sessionStorage.getItem(DRAFT_KEY)).toContain("Refund for a cancelled tour");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [
      new File(["%PDF-1.7"], "cancellation.pdf", { type: "application/pdf" }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.png", { type: "image/png" }),
    ]);
    // a file over 10 MB is refused at once, before anything is sent
    await expect(await canvas.findByText(/scan\.png/)).toBeVisible();
    await expect(within(canvas.getByRole("list", { name: /files/i })).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /board/contact-us-detail/77" })).toBeVisible();
    await expect(sending.sent).toEqual([
      {
        site: "shop",
        contentType: "multipart",
        fields: {
          type: "payment",
          subject: "Refund for a cancelled tour",
          content: "I cancelled R-20260510-0301 on 11 May.\nWhen will the refund arrive?",
        },
        files: ["files:cancellation.pdf"],
      },
    ]);
    await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};

/** The server's field messages land beside their fields, in the page's language; what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: [...formSupportHandlers, createHandlers.fieldErrors] } },
  play: async ({ canvas }) => {
    await fillForm(canvas, "Account");
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    await expect(await canvas.findByText(INQUIRY_MESSAGES.typeUnknown)).toBeVisible();
    await expect(canvas.getByText(INQUIRY_MESSAGES.subjectRequired)).toBeVisible();
    await expect(field(canvas, /^Title/)).toHaveValue("Refund for a cancelled tour");
    await expect(field(canvas, /^Content/)).toHaveValue(
      "I cancelled R-20260510-0301 on 11 May.\nWhen will the refund arrive?",
    );
    await expect(canvas.getByRole("combobox", { name: /Inquiry type/ })).toHaveTextContent("Account");
  },
};

/** The service is down: its words in the form's alert, and nothing typed is lost (kept for the tab too). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...formSupportHandlers, createHandlers.serverError] } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send inquiry" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The help desk is paused for a minute.");
    await expect(field(canvas, /^Title/)).toHaveValue("Refund for a cancelled tour");
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain("When will the refund arrive?"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "문의 작성" }, { timeout: 5000 })).toBeVisible();
    await typeSelect(canvas, /문의 유형/);
    await userEvent.click(canvas.getByRole("button", { name: "문의 보내기" }));
    await expect(await canvas.findByText("문의 유형을 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("문의 제목을 입력해 주세요.")).toBeVisible();
    await expect(canvas.getByText("문의 내용을 입력해 주세요.")).toBeVisible();
  },
};

/** The shop offers its own inquiry types only, though the codes hold every site's. */
export const ShopTypes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await typeSelect(canvas));
    const options = await screen.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Reservation",
      "Payment",
      "Cancellation / refund",
      "Product",
      "Account",
      "Other",
    ]);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("textbox", { name: /^Title/ })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Your question will be public" })).not.toBeInTheDocument();
  },
};

// The education programme's contact page (`/seouledutravel/qna/contact-us`): the same form for the programme's
// public Q&A board, in the travel sign-in area.
const EDU_DRAFT_KEY = draftKey("seouledutravel");
const programme = {
  args: {
    site: "seouledutravel",
    area: "travel",
    paths: { list: "/seouledutravel/qna/list", detail: (id: number) => `/seouledutravel/qna/list-detail/${id}` },
  },
  parameters: { route: { path: "/seouledutravel/qna/contact-us" } },
  beforeEach: signedInStory("travel", STORY_TOKEN, () => sessionStorage.removeItem(EDU_DRAFT_KEY)),
} satisfies Story;

/**
 * Before anything is typed the page says the question and its answer will be public with the name masked; the
 * types are the programme's own.
 */
export const Programme: Story = {
  ...programme,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Ask a question" }, { timeout: 5000 }),
    ).toBeVisible();
    const notice = await canvas.findByRole("region", { name: "Your question will be public" }, { timeout: 5000 });
    await expect(notice).toHaveTextContent(
      "shown to everyone on the Q&A board, with your name masked (for example, J***)",
    );
    await expect(notice).toHaveTextContent("attached files are seen only by the programme office");
    await userEvent.click(await typeSelect(canvas));
    const options = await screen.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Programme",
      "Application",
      "Documents",
      "Account",
      "Other",
    ]);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("link", { name: "Back to Q&A" })).toHaveAttribute("href", "/seouledutravel/qna/list");
  },
};

/** Sending nothing: the spec's messages beside their fields, on the programme's page too. */
export const ProgrammeRequiredFields: Story = {
  ...programme,
  play: async ({ canvas }) => {
    await typeSelect(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send question" }));
    await expect(await canvas.findByText(INQUIRY_MESSAGES.typeRequired)).toBeVisible();
    await expect(canvas.getByText(INQUIRY_MESSAGES.subjectRequired)).toBeVisible();
    await expect(canvas.getByText(INQUIRY_MESSAGES.contentRequired)).toBeVisible();
  },
};

const asking = recordingCreate();

/** A sent question goes as the programme's (`?site=seouledutravel`) and opens its Q&A page; the draft is forgotten. */
export const ProgrammeSent: Story = {
  ...programme,
  parameters: { ...programme.parameters, msw: { handlers: [...formSupportHandlers, asking.handler] } },
  play: async ({ canvas }) => {
    asking.sent.length = 0;
    await fillForm(canvas, "Documents");
    await expect(sessionStorage.getItem(EDU_DRAFT_KEY)).toContain("Refund for a cancelled tour");
    await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Send question" }));
    await expect(
      await canvas.findByRole("heading", { name: "Page: /seouledutravel/qna/list-detail/77" }),
    ).toBeVisible();
    await expect(asking.sent).toEqual([
      {
        site: "seouledutravel",
        contentType: "json",
        fields: {
          type: "documents",
          subject: "Refund for a cancelled tour",
          content: "I cancelled R-20260510-0301 on 11 May.\nWhen will the refund arrive?",
        },
        files: [],
      },
    ]);
    await expect(sessionStorage.getItem(EDU_DRAFT_KEY)).toBeNull();
  },
};

/** The server refuses a field: its message beside the field, in the page's language; what was typed stays. */
export const ProgrammeServerFieldError: Story = {
  ...programme,
  parameters: { ...programme.parameters, msw: { handlers: [...formSupportHandlers, createHandlers.fieldErrors] } },
  play: async ({ canvas }) => {
    await fillForm(canvas, "Programme");
    await userEvent.click(canvas.getByRole("button", { name: "Send question" }));
    await expect(await canvas.findByText(INQUIRY_MESSAGES.typeUnknown)).toBeVisible();
    await expect(field(canvas, /^Title/)).toHaveValue("Refund for a cancelled tour");
    await expect(canvas.getByRole("heading", { level: 1, name: "Ask a question" })).toBeVisible();
  },
};

export const ProgrammeKorean: Story = {
  ...programme,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "질문하기" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "질문은 공개됩니다" }, { timeout: 5000 })).toHaveTextContent(
      "이름은 가려서 표시됩니다",
    );
    await typeSelect(canvas, /문의 유형/);
    await userEvent.click(canvas.getByRole("button", { name: "질문 보내기" }));
    await expect(await canvas.findByText("문의 유형을 선택해 주세요.")).toBeVisible();
  },
};
