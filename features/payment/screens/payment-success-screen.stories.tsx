import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { confirmHandlers, flakyConfirm, recordingConfirm } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { PaymentSuccessScreen } from "./payment-success-screen";

const confirmed = recordingConfirm();

const meta = {
  title: "Features/Payment/PaymentSuccessScreen",
  component: PaymentSuccessScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paymentKey: "lpk_2026_abc123",
    orderId: "ORD-20260515-0503",
    amount: "97.3",
    onConfirmed: fn(),
    paths: { myReservations: "/account/my-reservation" },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/tossSuccess?paymentKey=lpk_2026_abc123&orderId=ORD-20260515-0503&amount=97.3" },
    msw: { handlers: [confirmed.handler] },
  },
  beforeEach: () => {
    confirmed.bodies.length = 0;
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof PaymentSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed once with the query's values (the amount as a number), then handed to the site. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledWith(503));
    await expect(confirmed.bodies).toEqual([
      { paymentKey: "lpk_2026_abc123", orderId: "ORD-20260515-0503", amount: 97.3 },
    ]);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Payment confirmed.");
  },
};

/** While the server answers: progress (no screenshot: the spinner never stands still). */
export const Checking: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: [confirmHandlers.checking] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Checking your payment");
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** The server refuses (the amount was changed): its message and code, a retry and a way to the reservations. */
export const AmountMismatch: Story = {
  parameters: { msw: { handlers: [confirmHandlers.amountMismatch] } },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("The payment could not be confirmed");
    await expect(alert).toHaveTextContent("The amount does not match the order.");
    await expect(alert).toHaveTextContent("Code: AMOUNT_MISMATCH");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My reservations" })).toHaveAttribute(
      "href",
      "/account/my-reservation",
    );
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** The provider was briefly down: "Try again" asks once more and succeeds. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [flakyConfirm()] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "PAYMENT_PROVIDER_UNAVAILABLE",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledWith(503));
  },
};

/** Missing values are only logged (spec point 8); nothing is sent. */
export const MissingValues: Story = {
  args: { paymentKey: null, amount: null },
  parameters: { route: { path: "/tossSuccess?orderId=ORD-20260515-0503" } },
  beforeEach: () => {
    const warn = spyOn(console, "warn").mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We could not check this payment");
    await expect(console.warn).toHaveBeenCalled();
    await expect(confirmed.bodies).toEqual([]);
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

export const KoreanMismatch: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [confirmHandlers.amountMismatch] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("결제를 확인하지 못했습니다");
    await expect(alert).toHaveTextContent("코드: AMOUNT_MISMATCH");
    await expect(canvas.getByRole("button", { name: "다시 시도" })).toBeVisible();
  },
};
