import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN, paidReservation, transferReservation, transferReservationUsd } from "../mocks/fixtures";
import { reservationHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { PaymentCompleteScreen } from "./payment-complete-screen";

const meta = {
  title: "Features/Payment/PaymentCompleteScreen",
  component: PaymentCompleteScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    reservationId: 503,
    paths: { detail: (id: number) => `/purchase/reservation-detail/${id}`, myReservations: "/account/my-reservation" },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/purchase/payment-complete/503" },
    msw: { handlers: [reservationHandlers.of(paidReservation)] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof PaymentCompleteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card: the number, Confirmed (a request reads Confirmed), the total paid, and what happens next. */
export const Card: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole("region", { name: "Reservation number" }, { timeout: 5000 });
    await expect(summary).toHaveTextContent("R-20260515-0503");
    await expect(within(summary).getByText("Confirmed")).toBeVisible();
    await expect(summary).toHaveTextContent("Total paid$97.30");
    await expect(
      canvas.getByText(
        "Paid and booked: your places are held for this departure. Our team checks the trip details within 2–3 days; you need do nothing more.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View reservation details" })).toHaveAttribute(
      "href",
      "/purchase/reservation-detail/503",
    );
  },
};

/** Bank transfer: Pending, with the deposit account, the amount and the deadline in Korean time. */
export const BankTransfer: Story = {
  args: { reservationId: 502 },
  parameters: { msw: { handlers: [reservationHandlers.of(transferReservation)] } },
  play: async ({ canvas }) => {
    const transfer = await canvas.findByRole("region", { name: "Please deposit by the deadline" }, { timeout: 5000 });
    await expect(transfer).toHaveTextContent("Shinhan Bank 110-555-012345 (Seoul Trip Co.)");
    await expect(transfer).toHaveTextContent("₩157,650");
    await expect(transfer).toHaveTextContent("Deposit byMay 18, 2026 at 10:00 AM KST");
    // a won order needs no second amount
    await expect(transfer).not.toHaveTextContent("Amount in won");
    await expect(canvas.getByText("Pending")).toBeVisible();
    await expect(canvas.getByText("Amount due")).toBeVisible();
  },
};

/** A dollar order paid by transfer: the won account's amount too, converted once (issue 18, item 4). */
export const BankTransferInDollars: Story = {
  args: { reservationId: 504 },
  parameters: { msw: { handlers: [reservationHandlers.of(transferReservationUsd)] } },
  play: async ({ canvas }) => {
    const transfer = await canvas.findByRole("region", { name: "Please deposit by the deadline" }, { timeout: 5000 });
    await expect(transfer).toHaveTextContent("Amount$97.30");
    await expect(transfer).toHaveTextContent("Amount in won₩142,545");
    await expect(transfer).toHaveTextContent("May 18, 2026 at 10:00 AM KST");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [reservationHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [reservationHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your reservation.");
    await expect(alert).toHaveTextContent("The booking records are being moved.");
  },
};

export const KoreanBankTransfer: Story = {
  globals: { locale: "ko" },
  args: { reservationId: 502 },
  parameters: { msw: { handlers: [reservationHandlers.of(transferReservation)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "기한까지 입금해 주세요" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("2026년 5월 18일 10:00 (한국 시간)")).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared.
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [reservationHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Fpurchase%2Fpayment-complete%2F503" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
