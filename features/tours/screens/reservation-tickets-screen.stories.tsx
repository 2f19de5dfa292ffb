import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_EMAIL, STORY_KEY, STORY_NUMBER, koreanTickets, paidReservation } from "../mocks/fixtures";
import { type ReservationApiOptions } from "../mocks/handlers";
import { reservationApi, withKey } from "../mocks/story-key";
import { withTicketOrigin } from "../mocks/ticket-origin";
import { RESERVATION_KEY_STORAGE } from "../model/reservation-key";
import { ReservationTicketsScreen } from "./reservation-tickets-screen";

const WAIT = { timeout: 5000 };
const PAGE = `/apec2025/qrcode/${STORY_NUMBER}`;
const api = (options: ReservationApiOptions) => reservationApi({ reservation: paidReservation, ...options });

const meta = {
  title: "Features/Tours/ReservationTicketsScreen",
  component: ReservationTicketsScreen,
  tags: ["autodocs"],
  decorators: [withRoute, withTicketOrigin],
  afterEach: settle,
  args: { number: STORY_NUMBER, onFound: fn() },
  parameters: { layout: "fullscreen", route: { path: PAGE }, ...api({}) },
  beforeEach: withKey,
} satisfies Meta<typeof ReservationTicketsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the key this tab holds: one ticket per traveller, each with its QR code, and the print button. */
export const WithKey: Story = {
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Your tickets");
    const tickets = within(await canvas.findByRole("region", { name: "Tickets" }, WAIT));
    await expect(await tickets.findAllByRole("article")).toHaveLength(2);
    await expect(tickets.getByRole("img", { name: "QR code of ticket 1 of 2 for Alex Morgan" })).toBeVisible();
    await expect(tickets.getByRole("img", { name: "QR code of ticket 2 of 2 for Alex Morgan, guest 1" })).toBeVisible();
    await expect(tickets.getAllByText("Valid")).toHaveLength(2);
    await expect(tickets.getByRole("button", { name: "Print tickets" })).toBeVisible();
    await expect(tickets.queryByText(/not valid yet/)).not.toBeInTheDocument();
  },
};

/**
 * Another tab (no key): the myreservation lookup by number and e-mail, the number already filled in; found, the
 * key is kept and the tickets show.
 */
export const WithoutKeyLookup: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText("Enter the reservation's number and e-mail address to see its tickets.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Reservation number/ })).toHaveValue(STORY_NUMBER);
    await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail address/ }), STORY_EMAIL);
    await userEvent.click(canvas.getByRole("button", { name: "Find reservation" }));
    const tickets = within(await canvas.findByRole("region", { name: "Tickets" }, WAIT));
    await expect(await tickets.findAllByRole("article")).toHaveLength(2);
    await expect(args.onFound).toHaveBeenCalledWith(STORY_NUMBER);
    await expect(sessionStorage.getItem(`${RESERVATION_KEY_STORAGE}${STORY_NUMBER}`)).toContain(STORY_KEY);
  },
};

/** The kept key has expired: it is forgotten and the lookup says why it asks again. */
export const KeyRefused: Story = {
  parameters: api({ keyRefused: true }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "This link has expired. Find the reservation again with its number and e-mail address.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  },
};

/** Not paid yet: the tickets are there, each saying it does not pass until the payment is received. */
export const NotYetPaid: Story = {
  parameters: api({ reservation: { ...paidReservation, paid_at: null } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("These tickets are not valid yet: they pass once the payment is received.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getAllByText("Not yet paid")).toHaveLength(2);
  },
};

/** While the tickets load. */
export const Loading: Story = {
  parameters: api({ tickets: "loading" }),
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Your tickets");
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

/** The server failed: what failed and a way to try again. */
export const ServerError: Story = {
  parameters: api({ tickets: "error" }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The ticket could not be loaded", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** In Korean: the tickets as the server writes them for a Korean page. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: api({ tickets: koreanTickets }),
  play: async ({ canvas }) => {
    await pageHeading(canvas, "내 티켓");
    const tickets = within(await canvas.findByRole("region", { name: "티켓" }, WAIT));
    await expect(await tickets.findAllByRole("article")).toHaveLength(2);
    await expect(tickets.getByText("티켓 2/2")).toBeVisible();
    await expect(tickets.getByRole("button", { name: "티켓 인쇄" })).toBeVisible();
  },
};
