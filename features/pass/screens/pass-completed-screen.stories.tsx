import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import { clearArea } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import {
  STORY_ORDER_NUMBER,
  activePass,
  countPass,
  issuedPass,
  paidOrder,
  passOrder,
  transferOrder,
} from "../mocks/fixtures";
import { mineHandlers, orderHandlers } from "../mocks/handlers";
import { storeOrder } from "../model/order-store";
import { PassCompletedScreen } from "./pass-completed-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Pass/PassCompletedScreen",
  component: PassCompletedScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    number: STORY_ORDER_NUMBER,
    onPay: fn(),
    paths: { myPasses: "/seoulitepass/mypage", card: (id: number) => `/seoulitepass/card/${id}` },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `/seoulitepass/purchase/completed?number=${STORY_ORDER_NUMBER}` },
    msw: { handlers: [orderHandlers.answer(paidOrder), mineHandlers.list([activePass, issuedPass, countPass])] },
  },
  beforeEach: async () => {
    const signOut = await signedInStory("member", STORY_TOKEN)();
    storeOrder(passOrder);
    return signOut;
  },
} satisfies Meta<typeof PassCompletedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Back from the card payment: the number to keep, the status, the holders, and a link to each holder's pass (the
 * member's passes of other orders are not listed).
 */
export const AfterPayment: Story = {
  play: async ({ canvas }) => {
    const passes = within(await canvas.findByRole("region", { name: "Your passes" }, WAIT));
    // the order and the passes are two reads: either may be shown first
    await expect(await canvas.findByText(STORY_ORDER_NUMBER, {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText("Confirmed", {}, WAIT)).toBeVisible();
    const holders = within(canvas.getByRole("region", { name: "Pass holders" }));
    await expect(holders.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Alex Morgan", "Sam Lee"]);
    await expect(passes.getByRole("link", { name: "Open the pass of Alex Morgan" })).toHaveAttribute(
      "href",
      "/seoulitepass/card/901",
    );
    await expect(passes.getByRole("link", { name: "Open the pass of Sam Lee" })).toHaveAttribute(
      "href",
      "/seoulitepass/card/902",
    );
    await expect(passes.queryByText("SP-000877")).not.toBeInTheDocument();
  },
};

/** A bank transfer awaited: where to send it, how much (in won too) and by when; the passes follow the deposit. */
export const WaitingForTransfer: Story = {
  parameters: { msw: { handlers: [orderHandlers.answer(transferOrder), mineHandlers.list([countPass])] } },
  beforeEach: () => storeOrder(transferOrder),
  play: async ({ canvas }) => {
    const transfer = within(await canvas.findByRole("region", { name: "Waiting for your payment" }, WAIT));
    await expect(transfer.getByText("Shinhan Bank 110-555-012345 (Seoul Trip Co.)")).toBeVisible();
    await expect(transfer.getByText("$118")).toBeVisible();
    await expect(transfer.getByText("₩172,870")).toBeVisible();
    await expect(transfer.getByText("May 18, 2026 at 10:00 AM KST")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Your passes" })).not.toBeInTheDocument();
  },
};

/** The card payment did not finish: until when it can, and the way to pay again. */
export const PaymentNotFinished: Story = {
  parameters: { msw: { handlers: [orderHandlers.answer(passOrder), mineHandlers.empty] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("heading", { name: "Payment not finished" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/Pay by May 15, 2026 at 10:30 AM KST/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pay now" }));
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ reservation_number: STORY_ORDER_NUMBER })),
    );
  },
};

/** Paid, and the passes are a moment away: said plainly (the page reads them again on its own). */
export const Issuing: Story = {
  parameters: { msw: { handlers: [orderHandlers.answer(paidOrder), mineHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/the passes are being issued/, {}, WAIT)).toBeVisible();
  },
};

/** An order this tab did not make and whose passes are not the member's: the way to the passes. */
export const NoOrder: Story = {
  args: { number: "R-20260101-0001" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No order to show" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My passes" })).toHaveAttribute("href", "/seoulitepass/mypage");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [orderHandlers.answer(paidOrder), mineHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [orderHandlers.answer(paidOrder), mineHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The order could not be loaded.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const SignedOut: Story = {
  beforeEach: () => clearArea("member"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(STORY_ORDER_NUMBER)).not.toBeInTheDocument();
  },
};

/** In Korean: a bank transfer awaited. */
export const Korean: Story = {
  ...WaitingForTransfer,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const transfer = within(await canvas.findByRole("region", { name: "입금을 기다리고 있습니다" }, WAIT));
    await expect(transfer.getByText("2026년 5월 18일 10:00 (한국 시간)")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "패스 주문 내역" })).toBeVisible();
  },
};
