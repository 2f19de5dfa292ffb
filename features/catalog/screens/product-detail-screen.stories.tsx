import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { HttpError } from "@lib/http/client";
import { setCurrency } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { expectAllProductsLink } from "../mocks/story-checks";
import { storyPaths } from "../mocks/fixtures";
import { detailHandlers, ratesHandler } from "../mocks/handlers";
import { ProductDetailScreen } from "./product-detail-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Catalog/ProductDetailScreen",
  component: ProductDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    productId: 105,
    paths: storyPaths,
    onAddToCart: fn(() => Promise.resolve()),
    onReserve: fn(() => Promise.resolve()),
  },
  // the session currency is per tab: every story starts in dollars, whatever the story before it chose
  beforeEach: () => setCurrency("USD"),
  parameters: {
    layout: "fullscreen",
    route: { path: "/product/detail/105" },
    msw: { handlers: { rates: ratesHandler, detail: detailHandlers.success } },
  },
} satisfies Meta<typeof ProductDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, name = "Jeju Olle Trail Day Tour") => pageHeading(canvas, name);
const option = (canvas: Canvas, name: string) =>
  canvas.getByRole("checkbox", { name: new RegExp(`^${name}`) }).closest("li") as HTMLElement;

async function pickDate(canvas: Canvas, day: string) {
  await userEvent.click(canvas.getByRole("button", { name: /^Departure date/ }));
  await userEvent.click(await screen.findByRole("button", { name: day }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

async function press(canvas: Canvas, name: string, times: number) {
  for (let i = 0; i < times; i += 1) await userEvent.click(canvas.getByRole("button", { name }));
}

/** The product with its options: dates, prices in dollars (won noted), places left, sold out and not bookable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByText("Seogwipo, Jeju")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Photos of Jeju Olle Trail Day Tour" })).toBeVisible();
    const morning = option(canvas, "Morning walk with lunch");
    await expect(morning).toHaveTextContent("Departures 5/16 ~ 8/31");
    await expect(morning).toHaveTextContent("$89");
    await expect(morning).toHaveTextContent("12 places left");
    await expect(morning).toHaveTextContent("$89 per person");
    const sunset = option(canvas, "Sunset walk");
    await expect(sunset).toHaveTextContent("$90.30");
    await expect(sunset).toHaveTextContent("Sold in KRW: ₩129,000");
    await expect(canvas.getByText("The earliest departure is May 16, 2026.")).toBeVisible();
    // times belong to the option: none before one is chosen, then only the option's own
    await expect(canvas.getByText("Choose an option to see its departure times.")).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: "08:00" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Sunset walk/ }));
    await expect(canvas.getByRole("radio", { name: "18:30" })).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: "09:00" })).not.toBeInTheDocument();
    // the hint follows the struck-out days: the sunset walk starts on June 1
    await expect(canvas.getByText("The earliest departure is June 1, 2026.")).toBeVisible();
    await expect(option(canvas, "Private guide")).toHaveTextContent("per group of up to 4");
  },
};

/** The site's rating line, arriving when the story says so (its code and figures come after the product's). */
function LateRating() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener("rating-arrives", show);
    return () => window.removeEventListener("rating-arrives", show);
  }, []);
  return shown ? <p className="text-sm">4.5 of 5, 12 reviews</p> : null;
}

/** The rating line comes after the product: the options keep their place, so a tap lands where it was aimed. */
export const RatingArrivesLater: Story = {
  // its assertion is the measure; the picture would be Default's with one more line
  tags: ["no-visual"],
  args: { reviews: <LateRating /> },
  play: async ({ canvas }) => {
    await ready(canvas);
    const checkbox = canvas.getByRole("checkbox", { name: /^Morning walk with lunch/ });
    const before = checkbox.getBoundingClientRect().top;
    window.dispatchEvent(new Event("rating-arrives"));
    await expect(await canvas.findByText("4.5 of 5, 12 reviews")).toBeVisible();
    await expect(checkbox.getBoundingClientRect().top).toBe(before);
  },
};

/** A sold-out option is shown, marked and cannot be chosen. */
export const SoldOutOption: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const checkbox = canvas.getByRole("checkbox", { name: /^Private guide/ });
    await expect(checkbox).toBeDisabled();
    await expect(within(checkbox.closest("li") as HTMLElement).getByText("Sold out")).toBeVisible();
    const stamps = canvas.getByRole("checkbox", { name: /^Olle passport stamp book/ });
    await expect(stamps).toBeDisabled();
    await expect(within(stamps.closest("li") as HTMLElement).getByText("Not bookable")).toBeVisible();
  },
};

/** Spec: "no reservation options" when nothing on the product can be booked; no booking form. */
export const NotBookable: Story = {
  args: { productId: 110 },
  parameters: {
    route: { path: "/product/detail/110" },
    msw: { handlers: { detail: detailHandlers.unbookable } },
  },
  play: async ({ canvas }) => {
    await ready(canvas, "Gamcheon Culture Village Pass");
    await expect(canvas.getByRole("heading", { level: 2, name: "No reservation options" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reserve now" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: /^Day pass/ })).toBeDisabled();
  },
};

/** "Reserve now" with nothing chosen: the spec's messages, focus on the first field at fault, no call. */
export const ValidationMessages: Story = {
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve now" }));
    await expect(canvas.getByText(RESERVATION_MESSAGES.optionRequired)).toBeVisible();
    await expect(canvas.getByText(RESERVATION_MESSAGES.departureDateRequired)).toBeVisible();
    await expect(canvas.getByText(RESERVATION_MESSAGES.departureTimeRequired)).toBeVisible();
    await expect(canvas.getByText(RESERVATION_MESSAGES.travelersRequired)).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: /^Morning walk with lunch/ })).toHaveFocus();
    await expect(args.onReserve).not.toHaveBeenCalled();
    // one traveller: the spec's minimum
    await press(canvas, "Increase Travelers", 1);
    await expect(canvas.getByText(RESERVATION_MESSAGES.minTravelers)).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Travelers" })).toHaveAccessibleDescription(
      `At least 2 travelers. ${RESERVATION_MESSAGES.minTravelers}`,
    );
    await press(canvas, "Increase Travelers", 1);
    await expect(canvas.queryByText(RESERVATION_MESSAGES.minTravelers)).not.toBeInTheDocument();
  },
};

/** A full selection goes to the site's cart call, in the session currency; the total adds the luggage fee. */
export const AddToCart: Story = {
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Morning walk with lunch/ }));
    await userEvent.click(canvas.getByRole("button", { name: /^Departure date/ }));
    // closed days cannot be picked
    await expect(await screen.findByRole("button", { name: "Wednesday, May 20, 2026" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "Friday, May 22, 2026" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("radio", { name: "09:00" }));
    await press(canvas, "Increase Travelers", 2);
    await press(canvas, "Increase Luggage", 5);
    await expect(canvas.getByText("4 pieces are free (2 per traveler); each extra piece costs $10.")).toBeVisible();
    // per person: 2 x $89 + 1 extra piece
    const total = canvas.getByText("Total", { selector: "dt" }).parentElement as HTMLElement;
    await expect(total).toHaveTextContent("$188");
    await expect(canvas.getByText("Morning walk with lunch: $89 × 2 travelers")).toBeVisible();
    // 5 travellers: the price follows (5 x $89; 10 pieces free)
    await press(canvas, "Increase Travelers", 3);
    await expect(total).toHaveTextContent("$445");
    await press(canvas, "Decrease Travelers", 3);
    await userEvent.click(canvas.getByRole("button", { name: "Add to cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      product_id: 105,
      options: [{ product_option_id: 501, quantity: 2, currency: "USD" }],
      departure_date: "2026-05-22",
      departure_time: "09:00",
      travelers: 2,
      luggage: 5,
    });
    await expect(args.onReserve).not.toHaveBeenCalled();
  },
};

/** The site's call fails: the reason is shown and everything chosen stays. */
export const ReserveFailure: Story = {
  args: {
    onReserve: fn(() =>
      Promise.reject(new HttpError({ status: 409, code: "SOLD_OUT", message: RESERVATION_MESSAGES.soldOut })),
    ),
  },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Morning walk with lunch/ }));
    await pickDate(canvas, "Saturday, May 16, 2026");
    await userEvent.click(canvas.getByRole("radio", { name: "14:00" }));
    await press(canvas, "Increase Travelers", 2);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve now" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      `That did not go through: ${RESERVATION_MESSAGES.soldOut}`,
    );
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("checkbox", { name: /^Morning walk with lunch/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "14:00" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Reserve now" })).toBeEnabled();
  },
};

/** Korean words, prices in won (the session currency), Korean calendar names. */
export const Korean: Story = {
  globals: { locale: "ko" },
  beforeEach: () => setCurrency("KRW"),
  play: async ({ canvas }) => {
    await ready(canvas);
    const morning = option(canvas, "Morning walk with lunch");
    await expect(morning).toHaveTextContent("₩130,385");
    await expect(morning).toHaveTextContent("USD 판매가: $89");
    await expect(morning).toHaveTextContent("잔여 12석");
    await userEvent.click(canvas.getByRole("button", { name: /^출발일/ }));
    const calendar = await screen.findByRole("dialog");
    await expect(calendar).toHaveTextContent("2026년 5월");
    await expect(within(calendar).getByText("금")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "바로 예약하기" }));
    await expect(canvas.getByText("옵션을 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("출발일을 선택해 주세요.")).toBeVisible();
  },
};

/** An address whose id is not a number: the same answer, without a request. */
export const InvalidAddress: Story = {
  args: { productId: Number.NaN },
  parameters: { route: { path: "/product/detail/abc" }, msw: { handlers: { detail: detailHandlers.error } } },
  play: async ({ canvas }) => {
    await ready(canvas, "This product was not found.");
  },
};

/** Spec: a product that does not exist says so, with a way back to the products. */
export const NotFound: Story = {
  args: { productId: 999 },
  parameters: { route: { path: "/product/detail/999" }, msw: { handlers: { detail: detailHandlers.notFound } } },
  play: async ({ canvas }) => {
    await ready(canvas, "This product was not found.");
    await expectAllProductsLink(canvas, "Browse products");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { detail: detailHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent("Loading the product…");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { detail: detailHandlers.error } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this product.");
    await expect(alert).toHaveTextContent("The product shelf is being dusted.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
