import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import {
  STORY_TICKET_TOKEN,
  UNKNOWN_TICKET_TOKEN,
  cancelledTickets,
  koreanTickets,
  unpaidTickets,
  usedTicket,
  validTickets,
} from "../mocks/fixtures";
import { ticketHandlers } from "../mocks/handlers";
import { withTicketOrigin } from "../mocks/ticket-origin";
import { TicketScreen } from "./ticket-screen";

const WAIT = { timeout: 5000 };
const PAGE = `/apec2025/qrcode/${STORY_TICKET_TOKEN}`;
const answer = (ticket: Parameters<typeof ticketHandlers>[0]) => ({ msw: { handlers: ticketHandlers(ticket) } });
const [alexTicket] = validTickets;

const meta = {
  title: "Features/Tours/TicketScreen",
  component: TicketScreen,
  tags: ["autodocs"],
  decorators: [withRoute, withTicketOrigin],
  afterEach: settle,
  args: { token: STORY_TICKET_TOKEN, paths: { myReservation: "/apec2025/myreservation" } },
  argTypes: { paths: { control: false } },
  parameters: { layout: "fullscreen", route: { path: PAGE }, ...answer(alexTicket ?? "notFound") },
} satisfies Meta<typeof TicketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The ticket its link opens, with no sign-in: the QR code of its page (what the gate reads), the holder, ticket 1
 * of 2, the course, the departure in Korea time, the meeting point and "Valid".
 */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Your ticket");
    const ticket = within(await canvas.findByRole("article", { name: "Alex Morgan" }, WAIT));
    const code = ticket.getByRole("img", { name: "QR code of ticket 1 of 2 for Alex Morgan" });
    await expect(code).toBeVisible();
    await expect(code.closest("figure")).toHaveAttribute("data-version");
    await expect(ticket.getByText("Valid")).toBeVisible();
    await expect(ticket.getByText("Show this code at the meeting point.")).toBeVisible();
    await expect(ticket.getByText("Ticket 1 of 2")).toBeVisible();
    await expect(ticket.getByText("Royal palaces of Seoul")).toBeVisible();
    await expect(ticket.getByText("Wed, May 20, 2026 · 09:00 KST")).toBeVisible();
    await expect(ticket.getByText("Gwanghwamun Gate, in front of the ticket office")).toBeVisible();
    await expect(ticket.getByText("R260515-ABC234")).toBeVisible();
    await expect(ticket.getByRole("button", { name: "Save as image" })).toBeVisible();
  },
};

/** Not paid yet: the code is there but the ticket says plainly that it does not pass until the payment arrives. */
export const NotYetPaid: Story = {
  parameters: answer(unpaidTickets[0] ?? "notFound"),
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole("article", { name: "Alex Morgan" }, WAIT));
    await expect(ticket.getByText("Not yet paid")).toBeVisible();
    await expect(ticket.getByText("Not valid yet: this ticket passes once the payment is received.")).toBeVisible();
    await expect(
      canvas.getByText("These tickets are not valid yet: they pass once the payment is received."),
    ).toBeVisible();
  },
};

/** Cancelled: no code to show at the gate, and the reason. */
export const Cancelled: Story = {
  parameters: answer(cancelledTickets[0] ?? "notFound"),
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole("article", { name: "Alex Morgan" }, WAIT));
    await expect(ticket.getByText("Cancelled")).toBeVisible();
    await expect(ticket.getByText("This ticket is cancelled and does not pass.")).toBeVisible();
    await expect(ticket.queryByRole("img")).not.toBeInTheDocument();
    await expect(ticket.queryByRole("button", { name: "Save as image" })).not.toBeInTheDocument();
  },
};

/** Passed the gate: "Used" and when, in Korea time. */
export const Used: Story = {
  parameters: answer(usedTicket),
  play: async ({ canvas }) => {
    const ticket = within(await canvas.findByRole("article", { name: "Alex Morgan" }, WAIT));
    await expect(ticket.getByText("Used")).toBeVisible();
    await expect(ticket.getByText("Used at May 20, 2026 at 8:52 AM KST.")).toBeVisible();
  },
};

/** A code the server never signed: "Not a ticket", and the way to the reservation lookup. */
export const NotATicket: Story = {
  args: { token: UNKNOWN_TICKET_TOKEN },
  parameters: { route: { path: `/apec2025/qrcode/${UNKNOWN_TICKET_TOKEN}` }, ...answer("notFound") },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Not a ticket" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/This code is not one of our tickets/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Find my reservation" })).toHaveAttribute(
      "href",
      "/apec2025/myreservation",
    );
  },
};

/** While the ticket loads. */
export const Loading: Story = {
  parameters: answer("loading"),
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Your ticket");
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

/** The server failed: what failed and a way to try again. */
export const ServerError: Story = {
  parameters: answer("error"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The ticket could not be loaded", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** "Print tickets" prints the tickets alone: a copy of them is on the page while the print dialog is open. */
export const Print: Story = {
  play: async ({ canvas }) => {
    let printed = 0;
    const print = spyOn(window, "print").mockImplementation(() => {
      printed = document.querySelectorAll('[data-ticket-print] [data-slot="ticket"]').length;
    });
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "Print tickets" }, WAIT));
      await expect(print).toHaveBeenCalledOnce();
      await expect(printed).toBe(1);
      await waitFor(() => expect(document.querySelector("[data-ticket-print]")).toBeNull());
    } finally {
      print.mockRestore();
    }
  },
};

/** "Save as image" downloads a PNG of the ticket, named by reservation and traveller. */
export const SaveAsImage: Story = {
  play: async ({ canvas }) => {
    const clicks: { download: string; href: string }[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "Save as image" }, WAIT));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe("ticket-R260515-ABC234-1.png");
      await expect(clicks[0]?.href).toMatch(/^blob:/);
    } finally {
      click.mockRestore();
    }
  },
};

/** In Korean: the server's Korean course and meeting point, and the page's words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: answer(koreanTickets[0] ?? "notFound"),
  play: async ({ canvas }) => {
    await pageHeading(canvas, "내 티켓");
    const ticket = within(await canvas.findByRole("article", { name: "Alex Morgan" }, WAIT));
    await expect(ticket.getByText("사용 가능")).toBeVisible();
    await expect(ticket.getByText("티켓 1/2")).toBeVisible();
    await expect(ticket.getByText("광화문 매표소 앞")).toBeVisible();
    await expect(ticket.getByRole("button", { name: "이미지로 저장" })).toBeVisible();
  },
};
