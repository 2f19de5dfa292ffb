import { Form } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle } from "../../../.storybook/story-router";
import { paymentMethodHandlers } from "../mocks/handlers";
import type { PaymentChoiceValues } from "../model/values";
import { PaymentMethodSchema, type PaymentMethod } from "@contracts/reservations";
import { PaymentMethodFields } from "./payment-method-fields";

/** The fields in a booking form of their own; `deadline` is the bank transfer's (ISO), `null` too late for one. */
function PaymentForm({ deadline, methods }: { deadline?: string | null; methods?: readonly PaymentMethod[] }) {
  const form = useForm<PaymentChoiceValues>({ defaultValues: { payment_method: "", account_holder: "", bank: "" } });
  const transferDue = deadline === undefined ? undefined : deadline === null ? null : new Date(deadline);
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Payment" className="max-w-xl p-6">
      <PaymentMethodFields form={form} transferDue={transferDue} methods={methods} />
    </Form>
  );
}

/** The block's messages load with the first field: the first look waits for them. */
const WAIT = { timeout: 5000 };

const TOO_LATE =
  "Bank transfer is not available for this departure: the deposit must arrive 3 days before departure, with at " +
  "least a day to make it. Choose another payment method or a later departure.";

const meta = {
  title: "Blocks/Booking/PaymentMethodFields",
  component: PaymentForm,
  tags: ["autodocs"],
  afterEach: settle,
  parameters: {
    msw: { handlers: [paymentMethodHandlers.all] },
    docs: {
      description: {
        component:
          "The payment method of a booking, and the account holder and bank when it is a bank transfer. A method " +
          "the server does not offer this visitor is greyed out with the reason; with a departure, a bank " +
          "transfer says its deadline, or why it is too late for one.",
      },
    },
  },
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every method on offer but the QR pass (a booking offers it only for a partner venue's product, ADR 0030); a bank
 * transfer asks for the account it comes from.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const methods = await canvas.findByRole("radiogroup", { name: /^Payment method/ }, WAIT);
    await expect(within(methods).getAllByRole("radio")).toHaveLength(4);
    await expect(canvas.queryByRole("radio", { name: /^QR pass/ })).toBeNull();
    for (const radio of within(methods).getAllByRole("radio")) await expect(radio).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Account holder/)).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "Bank transfer" }));
    await expect(await canvas.findByLabelText(/^Account holder/)).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /^Bank/ })).toHaveTextContent("Select a bank");
  },
};

/**
 * A server without card keys: card, Toss and PayPal are greyed out with the reason, the rest stay (here a partner
 * product's booking, which offers the QR pass too).
 */
export const CardNotOfferedHere: Story = {
  args: { methods: PaymentMethodSchema.options },
  parameters: { msw: { handlers: [paymentMethodHandlers.laterOnly] } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole("radio", { name: "Credit card" }, WAIT);
    await waitFor(() => expect(card).toBeDisabled());
    await expect(card).toHaveAccessibleDescription(
      "Not available on this site at the moment. Choose another payment method.",
    );
    await expect(canvas.getByRole("radio", { name: "Toss" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "QR pass (pay at the counter)" })).toBeEnabled();
    await expect(canvas.getByRole("radio", { name: "Bank transfer" })).toBeEnabled();
  },
};

/** With a departure far enough ahead: the transfer's deadline, in Korean time. */
export const BankTransferDeadline: Story = {
  args: { deadline: "2026-05-18T10:00:00+09:00" },
  play: async ({ canvas }) => {
    const transfer = await canvas.findByRole("radio", { name: "Bank transfer" }, WAIT);
    await expect(transfer).toBeEnabled();
    await expect(transfer).toHaveAccessibleDescription("Deposit by May 18, 2026 at 10:00 AM KST.");
  },
};

/** A departure too close for a transfer to arrive: it is greyed out, and says why. */
export const BankTransferTooLate: Story = {
  args: { deadline: null },
  play: async ({ canvas }) => {
    const transfer = await canvas.findByRole("radio", { name: "Bank transfer" }, WAIT);
    await expect(transfer).toBeDisabled();
    await expect(transfer).toHaveAccessibleDescription(TOO_LATE);
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeEnabled();
  },
};

/** In Korean, with the methods not offered greyed out. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [paymentMethodHandlers.laterOnly] } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole("radio", { name: "신용카드" }, WAIT);
    await waitFor(() => expect(card).toBeDisabled());
    await expect(card).toHaveAccessibleDescription(
      "지금 이 사이트에서는 이용할 수 없습니다. 다른 결제 수단을 선택해 주세요.",
    );
    await userEvent.click(canvas.getByRole("radio", { name: "계좌이체" }));
    await expect(await canvas.findByLabelText(/^예금주/)).toBeVisible();
  },
};
