import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { PaymentFailScreen } from "./payment-fail-screen";

const meta = {
  title: "Features/Payment/PaymentFailScreen",
  component: PaymentFailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { myReservations: "/account/my-reservation", home: "/main" } },
  argTypes: { paths: { control: false } },
  parameters: { layout: "fullscreen", route: { path: "/tossFail" } },
} satisfies Meta<typeof PaymentFailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No query: code "Unknown" and the Korean unknown-error reason (spec point 2), with our own explanation. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Payment failed" })).toBeVisible();
    await expect(canvas.getByText("Unknown")).toBeVisible();
    await expect(canvas.getByText("알 수 없는 오류가 발생했습니다.")).toBeVisible();
    await expect(canvas.getByText(/Nothing was charged/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My reservations" })).toHaveAttribute(
      "href",
      "/account/my-reservation",
    );
  },
};

/** The provider's code and reason, shown as given. */
export const GivenValues: Story = {
  args: { code: "PAY_PROCESS_CANCELED", message: "The customer cancelled the payment." },
  parameters: { route: { path: "/fail?code=PAY_PROCESS_CANCELED" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("PAY_PROCESS_CANCELED")).toBeVisible();
    await expect(canvas.getByText("The customer cancelled the payment.")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "결제에 실패했습니다" })).toBeVisible();
    await expect(canvas.getByText("오류 코드")).toBeVisible();
    await expect(canvas.getByText("Unknown")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "홈" })).toHaveAttribute("href", "/main");
  },
};
