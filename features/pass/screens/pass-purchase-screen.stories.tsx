import { bookingFieldHandlers } from "@blocks/booking";
import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import type { CreatePassReservationBody } from "@contracts/passes";
import { clearArea } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_ORDER_NUMBER, transferOrder } from "../mocks/fixtures";
import { type PurchaseApiOptions, productHandlers, purchaseHandlers, ratesHandler } from "../mocks/handlers";
import { ORDER_STORAGE } from "../model/order-store";
import { PassPurchaseScreen } from "./pass-purchase-screen";

const WAIT = { timeout: 5000 };
const FORM = "/seoulitepass/purchase/reservation";

const handlers = (options: PurchaseApiOptions = {}, products = productHandlers.success) => [
  products,
  ratesHandler,
  ...bookingFieldHandlers,
  ...purchaseHandlers(options),
];

const meta = {
  title: "Features/Pass/PassPurchaseScreen",
  component: PassPurchaseScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { optionId: 12, onCreated: fn(), paths: { signIn: "/seoulitepass/login" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `${FORM}?option=12` },
    msw: { handlers: handlers() },
  },
  beforeEach: signedInStory("member", STORY_TOKEN),
} satisfies Meta<typeof PassPurchaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const totalRegion = (canvas: Canvas) => within(canvas.getByRole("region", { name: "Total" }));

/** Two travellers' names, the contact, the nationality, a payment method and both terms. */
async function fillForm(canvas: Canvas, method: RegExp = /^Credit card/) {
  await userEvent.click(await canvas.findByRole("button", { name: "Increase Travellers" }, WAIT));
  await userEvent.type(canvas.getByRole("textbox", { name: /^Traveller 1: name as on passport/ }), "Alex Morgan");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Traveller 2: name as on passport/ }), "Sam Lee");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Contact number/ }), "01012345678");
  await userEvent.type(canvas.getByRole("combobox", { name: /^Nationality/ }), "United");
  await userEvent.click(await canvas.findByRole("option", { name: "United States" }, WAIT));
  await userEvent.click(canvas.getByRole("radio", { name: method }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /cancellation policy/ }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /domestic travel special terms/ }));
}

/**
 * The 2-day pass from the address, one traveller: $59. A second traveller adds a name field and makes it $118.
 * The member fills the form and buys: the order is kept for this tab and handed to the site (it starts the card
 * payment). Pressing twice sends one request: one order.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("radio", { name: /^2-day pass/ }, WAIT)).toBeChecked();
    await expect(canvas.getByRole("heading", { level: 1, name: "Buy the Seoulite pass" })).toBeVisible();
    await expect(totalRegion(canvas).getByText("$59")).toBeVisible();
    await expect(totalRegion(canvas).getByText("$59 × 1 traveller")).toBeVisible();
    // a paused type cannot be chosen, a dated one says its first day
    await expect(canvas.getByRole("radio", { name: /^72-hour pass/ })).toBeDisabled();
    await expect(canvas.getByText(/Valid from June 1, 2026/)).toBeVisible();
    // a pass is never paid with a pass
    await expect(canvas.queryByRole("radio", { name: /QR pass/ })).not.toBeInTheDocument();

    await fillForm(canvas);
    await expect(totalRegion(canvas).getByText("$118")).toBeVisible();
    await expect(totalRegion(canvas).getByText("$59 × 2 travellers")).toBeVisible();
    await userEvent.dblClick(canvas.getByRole("button", { name: "Buy passes" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ reservation_number: STORY_ORDER_NUMBER, holders: ["Alex Morgan", "Sam Lee"] }),
    );
    await expect(sessionStorage.getItem(`${ORDER_STORAGE}${STORY_ORDER_NUMBER}`)).toContain("Sam Lee");
    window.scrollTo(0, 0);
  },
};

const lost: CreatePassReservationBody[] = [];

/**
 * The first answer is lost on the way (the order may exist): the page says so, and the second press sends the same
 * request id, so the server answers the same order rather than making another.
 */
export const LostAnswerRetried: Story = {
  parameters: { msw: { handlers: handlers({ create: "lostOnce", sent: lost }) } },
  beforeEach: () => {
    lost.length = 0;
  },
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    await expect(await canvas.findByText(/The order was not placed. The connection dropped./, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(lost).toHaveLength(2);
    await expect(lost[1]?.request_id).toBe(lost[0]?.request_id);
  },
};

/** Buy pressed on an empty form: every field at fault says what it needs, and nothing is sent. */
export const MissingFields: Story = {
  args: { optionId: null },
  parameters: { route: { path: FORM } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Buy passes" }, WAIT));
    await expect((await canvas.findAllByText("Choose a pass type.", {}, WAIT))[0]).toBeVisible();
    await expect(
      canvas.getByRole("textbox", { name: /^Traveller 1: name as on passport/ }),
    ).toHaveAccessibleDescription(/Enter the pass holder's name as it appears on their passport or ID./);
    await expect(canvas.getAllByText("Please select a payment method.")[0]).toBeVisible();
    await expect(totalRegion(canvas).getByText("Choose a pass type to see the total.")).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  },
};

/** The server refuses the second name and the contact: each message stands beside its field; what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: handlers({ create: "fields" }) } },
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    const second = canvas.getByRole("textbox", { name: /^Traveller 2: name as on passport/ });
    await waitFor(() => expect(second).toHaveAccessibleDescription(/as it appears on their passport or ID/));
    await expect(canvas.getByRole("textbox", { name: /^Contact number/ })).toHaveAccessibleDescription(
      /digits only, without hyphens/,
    );
    await expect(second).toHaveValue("Sam Lee");
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The price moved between the page and the press: nothing is ordered, the new total is said in the page's words. */
export const TotalChanged: Story = {
  parameters: { msw: { handlers: handlers({ create: "totalChanged" }) } },
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    await expect(
      await canvas.findByText(/The total for this order is now \$130, not the \$118 shown/, {}, WAIT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "See the new total" }));
    await expect(canvas.queryByText(/The total for this order is now/)).not.toBeInTheDocument();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The type was paused meanwhile: the server's words stand at the pass types, in the page's language. */
export const OptionPaused: Story = {
  parameters: { msw: { handlers: handlers({ create: "optionPaused" }) } },
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    await expect((await canvas.findAllByText("This pass type is not on sale.", {}, WAIT))[0]).toBeVisible();
    await expect(canvas.getByText(/The order was not placed. Please check the fields marked below./)).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** A bank transfer asks for the account's holder and bank; the order goes to the site. */
export const BankTransfer: Story = {
  parameters: { msw: { handlers: handlers({ order: transferOrder }) } },
  play: async ({ canvas, args }) => {
    await fillForm(canvas, /^Bank transfer/);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Account holder/ }), "Alex Morgan");
    await userEvent.click(canvas.getByRole("combobox", { name: /^Bank/ }));
    // the list opens in a layer outside the form
    await userEvent.click(await screen.findByRole("option", { name: "KB Kookmin Bank" }, WAIT));
    await userEvent.click(canvas.getByRole("button", { name: "Buy passes" }));
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ payment_method: "bank_transfer" })),
    );
  },
};

/** A guest: why to sign in, and the way to the sign-in page that comes back to this form with its pass type. */
export const SignedOut: Story = {
  beforeEach: () => clearArea("member"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Please sign in" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/seoulitepass/login?redirect=${encodeURIComponent(`${FORM}?option=12`)}`,
    );
    await expect(canvas.queryByRole("button", { name: "Buy passes" })).not.toBeInTheDocument();
  },
};

/** While the pass types are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlers({}, productHandlers.loading) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Buy passes" })).not.toBeInTheDocument();
  },
};

/** The pass types could not be read: what failed and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: handlers({}, productHandlers.error) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The passes on sale could not be loaded.");
    await expect(alert).toHaveTextContent("The pass desk is resting for a minute.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** No type on sale at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers({}, productHandlers.empty) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No pass on sale" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Buy passes" })).not.toBeInTheDocument();
  },
};

/** In Korean: the sections, the types and the total. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "서울라이트 패스 구매" }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole("radio", { name: /^2-day pass/ }, WAIT)).toBeChecked();
    await expect(canvas.getByText(/2일권 · 1인 \$59/)).toBeVisible();
    await expect(canvas.getByText(/현재 판매 중지/)).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "합계" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "패스 구매하기" })).toBeVisible();
  },
};
