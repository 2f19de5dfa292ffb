import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN, quotations } from "../mocks/fixtures";
import { quotationApi } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { QuotationScreen } from "./quotation-screen";

const accepting = quotationApi(quotations.sent);

const meta = {
  title: "Features/Quotations/QuotationScreen",
  component: QuotationScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    quotationId: 61,
    onAccepted: fn(),
    paths: { myQuotations: "/quotation", reservation: (id: number) => `/purchase/reservation-detail/${id}` },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/quotation/61" },
    msw: { handlers: accepting.handlers },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof QuotationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The offer (dated options, prices, luggage fee, total, last day), then "Accept and book": the traveller (filled
 * from the profile), card, both terms; the booked reservation goes to the site for payment.
 */
export const Accept: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Seoul by night and the DMZ for two" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Awaiting your answer")).toBeVisible();
    const offer = canvas.getByRole("region", { name: "The offer" });
    await expect(offer).toHaveTextContent("Evening entry with guide");
    await expect(offer).toHaveTextContent("$88.20");
    await expect(offer).toHaveTextContent("$10");
    await expect(offer).toHaveTextContent("$251.20");
    await expect(offer).toHaveTextContent("May 29, 2026");
    await expect(canvas.getByRole("region", { name: "Message from our team" })).toHaveTextContent(
      "small group discount",
    );

    await userEvent.click(canvas.getByRole("button", { name: "Accept and book" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Same as the member (fill in from my profile)" }));
    await waitFor(() => expect(canvas.getByLabelText(/^Representative name/)).toHaveValue("Minji Kim"));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Nationality/ })).toHaveValue("South Korea"));
    await userEvent.type(canvas.getByLabelText(/^Departure address/), "Incheon International Airport T1");
    await userEvent.type(canvas.getByLabelText(/^Destination address/), "Lotte Hotel Seoul");
    await userEvent.click(canvas.getByRole("radio", { name: "Credit card" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /^I agree to the cancellation policy/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /^I agree to the domestic travel special terms/ }));
    const form = canvas.getByRole("form", { name: "Book this quotation" });
    await userEvent.click(within(form).getByRole("button", { name: "Accept and book" }));
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledWith({ id: 640, payment_method: "card" }));
    await expect(accepting.bodies.at(-1)).toMatchObject({
      action: "accept",
      revision: 1,
      representative_name: "Minji Kim",
      contact: "01012345678",
      nationality: "KR",
      payment_method: "card",
      agree_cancellation_policy: true,
    });
    await expect(await canvas.findByText("You accepted this quotation on May 15, 2026 at 10:00 AM.")).toBeVisible();
  },
};

/** In Korean, accepting with nothing filled: every rule says what it needs, in Korean, beside its field. */
export const KoreanAcceptRules: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: quotationApi(quotations.sent).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "수락하고 예약" }, { timeout: 5000 }));
    const form = canvas.getByRole("form", { name: "이 견적으로 예약하기" });
    await userEvent.click(within(form).getByRole("button", { name: "수락하고 예약" }));
    await expect((await canvas.findAllByText("필수 입력 항목입니다.")).length).toBe(6);
    await expect(canvas.getByText("결제 수단을 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("취소 규정에 동의해 주세요.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^연락처/), "010-1234-5678");
    await expect(await canvas.findByText("연락처는 하이픈 없이 숫자로만 입력해 주세요.")).toBeVisible();
  },
};

/**
 * Each terms checkbox has its text beside it, as in the reservation form (issue 18, item 18): read in a dialog that
 * closes without ticking the box.
 */
export const TermsText: Story = {
  parameters: { msw: { handlers: quotationApi(quotations.sent).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Accept and book" }, { timeout: 5000 }));
    const form = canvas.getByRole("form", { name: "Book this quotation" });
    await userEvent.click(within(form).getByRole("button", { name: "Read the cancellation policy" }));
    const policy = await screen.findByRole("dialog", { name: "Cancellation policy" });
    await expect(policy).toHaveTextContent(
      "After the departure: a trip that has started or taken place can no longer be cancelled",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(within(form).getByRole("button", { name: "Read the domestic travel special terms" }));
    const terms = await screen.findByRole("dialog", { name: "Domestic travel special terms" });
    await expect(terms).toHaveTextContent("standard domestic travel terms");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("checkbox", { name: /^I agree to the cancellation policy/ })).not.toBeChecked();
    await expect(
      canvas.getByRole("checkbox", { name: /^I agree to the domestic travel special terms/ }),
    ).not.toBeChecked();
  },
};

/**
 * The quoted departure (5 June) leaves time for a transfer: it is offered with its deadline in Korean time, 3 days
 * after today (15 May), as the reservation form says it.
 */
export const BankTransferDeadline: Story = {
  parameters: { msw: { handlers: quotationApi(quotations.sent).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Accept and book" }, { timeout: 5000 }));
    const transfer = canvas.getByRole("radio", { name: "Bank transfer" });
    await expect(transfer).toBeEnabled();
    await expect(transfer).toHaveAccessibleDescription("Deposit by May 18, 2026 at 10:00 AM KST.");
  },
};

/** In Korean, the deadline names Korean time as the page says it. */
export const KoreanBankTransferDeadline: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: quotationApi(quotations.sent).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "수락하고 예약" }, { timeout: 5000 }));
    const transfer = canvas.getByRole("radio", { name: "계좌이체" });
    await expect(transfer).toBeEnabled();
    await expect(transfer).toHaveAccessibleDescription(/\(한국 시간\)/);
  },
};

/**
 * A quotation departing three days ahead (18 May) leaves no time for a deposit to arrive 3 days before it: bank
 * transfer is not offered, and the form says why before the customer submits (issue 18, item 4).
 */
export const BankTransferTooLate: Story = {
  parameters: { msw: { handlers: quotationApi({ ...quotations.sent, departure_date: "2026-05-18" }).handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Accept and book" }, { timeout: 5000 }));
    const transfer = canvas.getByRole("radio", { name: "Bank transfer" });
    await expect(transfer).toBeDisabled();
    await expect(transfer).toHaveAccessibleDescription(
      "Bank transfer is not available for this departure: the deposit must arrive 3 days before departure, with at least a day to make it. Choose another payment method or a later departure.",
    );
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeEnabled();
  },
};

const revising = quotationApi(quotations.sent, { revisedOnFirstAnswer: true });
/**
 * The operator revised the quotation while the member wrote: the answer is refused, the new version is shown
 * (new price, version 2) and the comment typed stays; sent again, it answers version 2.
 */
export const RevisedMeanwhile: Story = {
  parameters: { msw: { handlers: revising.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ask for changes" }, { timeout: 5000 }));
    const comment = canvas.getByLabelText(/^What would you like changed\?/);
    await userEvent.type(comment, "Could we start one day later?");
    await userEvent.click(canvas.getByRole("button", { name: "Send my request" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(QUOTATION_MESSAGES.revised);
    await expect(await canvas.findByText("Version 2")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "The offer" })).toHaveTextContent("$238.20");
    await expect(comment).toHaveValue("Could we start one day later?");
    await userEvent.click(canvas.getByRole("button", { name: "Send my request" }));
    await expect(await canvas.findByText(/You asked for changes on May 15, 2026/)).toBeVisible();
    await expect(revising.bodies.map((body) => body.revision)).toEqual([1, 2]);
  },
};

const declining = quotationApi(quotations.sent);
/** Asking for changes needs a comment; declining does not, and the answer then stands on the page. */
export const Decline: Story = {
  parameters: { msw: { handlers: declining.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ask for changes" }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole("button", { name: "Send my request" }));
    await expect(await canvas.findByText(QUOTATION_MESSAGES.commentRequired)).toBeVisible();
    await expect(declining.bodies).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await userEvent.click(canvas.getByRole("button", { name: "Decline quotation" }));
    await expect(await canvas.findByText("You declined this quotation on May 15, 2026 at 10:00 AM.")).toBeVisible();
    await expect(canvas.getByText("Declined")).toBeVisible();
    await expect(declining.bodies.at(-1)).toEqual({ action: "decline", revision: 1, comment: "" });
    await expect(screen.queryByRole("button", { name: "Accept and book" })).toBeNull();
  },
};

/** An accepted quotation: no more answers, the way to its reservation. */
export const Accepted: Story = {
  args: { quotationId: 60 },
  parameters: { route: { path: "/quotation/60" }, msw: { handlers: quotationApi(quotations.accepted).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Accepted", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View the reservation" })).toHaveAttribute(
      "href",
      "/purchase/reservation-detail/640",
    );
    await expect(canvas.queryByRole("button", { name: "Decline" })).toBeNull();
  },
};
