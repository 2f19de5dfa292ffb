import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { applyApi } from "../mocks/handlers";
import { APPLY_PATHS, applyStoryMeta } from "../mocks/story-meta";
import { PartnershipApplyScreen } from "./partnership-apply-screen";

const meta = {
  title: "Features/Partnership/PartnershipApplyScreen",
  component: PartnershipApplyScreen,
  tags: ["autodocs"],
  ...applyStoryMeta,
  args: { paths: APPLY_PATHS },
} satisfies Meta<typeof PartnershipApplyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Become a Seoulite Pass partner";
const textbox = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });

async function choose(canvas: Canvas, name: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Fills the form as a venue does: its names, category, district, address, contact, a 15% discount, consent. */
async function fillForm(canvas: Canvas) {
  await pageHeading(canvas, TITLE);
  await userEvent.type(textbox(canvas, /^Venue name \(English\)/), "Seochon Pottery");
  await userEvent.type(textbox(canvas, /^Venue name \(Korean\)/), "서촌 도예 공방");
  await choose(canvas, /^Category/, "Experience");
  await choose(canvas, /^District/, "Jongno-gu");
  await userEvent.type(textbox(canvas, /^Address/), "12 Jahamun-ro, Jongno-gu, Seoul");
  await userEvent.type(textbox(canvas, /^Website/), "https://seochon-pottery.example");
  await userEvent.type(textbox(canvas, /^Contact person/), "Han Ji-won");
  await userEvent.type(textbox(canvas, /^E-mail/), "pottery@venue.example");
  await userEvent.type(textbox(canvas, /^Phone/), "0212345678");
  await userEvent.click(canvas.getByRole("radio", { name: "A discount" }));
  await userEvent.type(await canvas.findByRole("textbox", { name: /^Discount \(%\)/ }), "15");
  await userEvent.type(textbox(canvas, /^Message/), "A pottery class of one hour, in English and Korean.");
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }));
}

const send = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Send the application" }));

/** The empty form: every field labelled, the required ones marked, the discount's percent hidden until chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Your venue" })).toBeVisible();
    await expect(textbox(canvas, /^Venue name \(English\)/)).toBeRequired();
    await expect(textbox(canvas, /^Website/)).not.toBeRequired();
    await expect(canvas.getByRole("radio", { name: "Free entry" })).not.toBeChecked();
    await expect(canvas.queryByRole("textbox", { name: /^Discount/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
  },
};

const recorded = applyApi();

/** Sent empty: the contract's words beside each field, the first one focused, nothing sent. */
export const Validation: Story = {
  parameters: { msw: { handlers: recorded.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    const before = recorded.sent.length;
    await send(canvas);
    await expect(await canvas.findByText("Enter the venue's name in English.")).toBeVisible();
    await expect(canvas.getByText("Choose the venue's category.")).toBeVisible();
    await expect(canvas.getByText("Choose what the venue would offer pass holders.")).toBeVisible();
    await expect(canvas.getByText("Agree to the privacy terms to send the application.")).toBeVisible();
    await expect(textbox(canvas, /^Venue name \(English\)/)).toHaveFocus();
    await userEvent.click(canvas.getByRole("radio", { name: "A discount" }));
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Discount \(%\)/ }), "0");
    await send(canvas);
    await expect(await canvas.findByText("Enter a discount from 1 to 99 percent.")).toBeVisible();
    await expect(recorded.sent).toHaveLength(before);
  },
};

const received = applyApi();

/** Sent: the reference number and where the confirmation went; what was sent is the contract's body. */
export const Success: Story = {
  parameters: { msw: { handlers: received.handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await send(canvas);
    await expect(await pageHeading(canvas, "Application sent")).toBeVisible();
    await expect(canvas.getByTestId("partnership-reference")).toHaveTextContent("P260515-7K3QXM");
    await expect(canvas.getByText(/We sent a confirmation to pottery@venue\.example/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See the partner venues" })).toHaveAttribute(
      "href",
      "/seoulitepass/affiliate",
    );
    await expect(received.sent.at(-1)).toMatchObject({
      venue_name_en: "Seochon Pottery",
      category: "experience",
      district: "jongno",
      benefit: { kind: "discount", percent: 15 },
      privacy_consent: true,
    });
  },
};

/** The server refused fields the form let through: its words beside them, what was typed kept. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: applyApi("fieldErrors").handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await send(canvas);
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(canvas.getByText("Enter a discount from 1 to 99 percent.")).toBeVisible();
    await expect(textbox(canvas, /^E-mail/)).toHaveFocus();
    await expect(textbox(canvas, /^E-mail/)).toHaveValue("pottery@venue.example");
    await expect(textbox(canvas, /^Venue name \(English\)/)).toHaveValue("Seochon Pottery");
  },
};

/** While it is being sent: the button is busy and cannot be pressed twice. */
export const Submitting: Story = {
  parameters: { msw: { handlers: applyApi("waiting").handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await send(canvas);
    const button = canvas.getByRole("button", { name: "Send the application" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

/** Too many applications from this address (429): said above the form, the form kept. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: applyApi("limited").handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await send(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many applications were sent from this address. Please try again later.",
    );
    await expect(textbox(canvas, /^Address/)).toHaveValue("12 Jahamun-ro, Jongno-gu, Seoul");
  },
};

/** The server is down for a moment: its words above the form, nothing lost. */
export const ServerError: Story = {
  parameters: { msw: { handlers: applyApi("down").handlers } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await send(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is being updated.");
    await expect(canvas.getByRole("button", { name: "Send the application" })).toBeEnabled();
  },
};

/** In Korean: the labels, the choices (the venues' words) and the contract's messages. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "서울라이트 패스 제휴 신청")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "신청서 보내기" }));
    const form = within(canvas.getByRole("form", { name: "제휴 신청서" }));
    await expect(await form.findByText("시설 이름을 영어로 입력해 주세요.")).toBeVisible();
    await expect(form.getByText("개인정보 처리에 동의해 주세요.", { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: /^분류/ }));
    await expect(await screen.findByRole("option", { name: "궁궐" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
  },
};
