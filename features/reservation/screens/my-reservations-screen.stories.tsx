import type { ReservationFilter } from "@contracts/reservations";
import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { reservations, STORY_TOKEN } from "../mocks/fixtures";
import { listHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyReservationsScreen, type MyReservationsScreenProps } from "./my-reservations-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

/** The site's part, played here: the filter lives in the address, so the story keeps it in state. */
function FilterRouter(args: MyReservationsScreenProps) {
  const [filter, setFilter] = useState(args.filter);
  return (
    <MyReservationsScreen
      {...args}
      filter={filter}
      onFilterChange={(next: ReservationFilter) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Reservation/MyReservationsScreen",
  component: MyReservationsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <FilterRouter {...args} />,
  args: { onFilterChange: fn(), paths: { detail: (id: number) => `/purchase/reservation-detail/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/my-reservation" },
    msw: { handlers: [listHandlers.success] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyReservationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: Canvas) => {
  await canvas.findAllByRole("article", {}, { timeout: 5000 });
  return canvas.getAllByRole("article");
};

/** Every reservation with its number, departure, status and total, linked to its detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(7);
    const first = list[0] as HTMLElement;
    await expect(first).toHaveTextContent("No. R-20260515-0501");
    await expect(first).toHaveTextContent("Departure: June 10, 2026 09:00");
    await expect(within(first).getByText("Pending")).toBeVisible();
    await expect(first).toHaveTextContent("$97.30");
    await expect(within(first).getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      "/purchase/reservation-detail/501",
    );
    await expect(canvas.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** The filters: Pending holds waiting and pending, Confirmed holds requested and confirmed. */
export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmed" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("confirmed");
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
    await userEvent.click(canvas.getByRole("button", { name: "Canceled" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
    await userEvent.click(canvas.getByRole("button", { name: "Cancel requested" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(1));
    await expect(canvas.getByRole("button", { name: "Cancel requested" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** The filter comes from the address. */
export const PendingFromAddress: Story = {
  args: { filter: "pending" },
  parameters: { route: { path: "/account/my-reservation?status=pending" } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Twelve reservations: two pages. */
export const Paging: Story = {
  parameters: { msw: { handlers: [listHandlers.many] } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: /2/ }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
  },
};

/**
 * One channel's orders (the pass site's member page): the list asks for `?channel=pass`, each row shows the day it
 * was ordered (a pass has no departure) and opens where the site says, by the order's number.
 */
export const OneChannel: Story = {
  args: {
    channel: "pass",
    dated: "ordered",
    paths: { detail: (_id: number, number: string) => `/seoulitepass/purchase/completed?number=${number}` },
  },
  parameters: {
    msw: {
      handlers: [
        http.get("/api/v1/reservations", ({ request }) => {
          const channel = new URL(request.url).searchParams.get("channel");
          const rows = channel === "pass" ? [{ ...reservations.confirmed, product_name: "Seoulite pass" }] : [];
          return HttpResponse.json({ data: rows, meta: { page: 1, per_page: 10, total: rows.length, total_pages: 1 } });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(1);
    const order = list[0] as HTMLElement;
    await expect(order).toHaveTextContent("Seoulite pass");
    await expect(order).toHaveTextContent("Ordered: May 15, 2026");
    await expect(order).not.toHaveTextContent("Departure");
    await expect(within(order).getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      `/seoulitepass/purchase/completed?number=${reservations.confirmed.reservation_number}`,
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reservations" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Nothing with the chosen status: said for the filter. */
export const EmptyFilter: Story = {
  args: { filter: "cancel_requested" },
  parameters: { msw: { handlers: [listHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reservations with this status" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [listHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your reservations.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(canvas.getByRole("heading", { level: 1, name: "나의 예약" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "취소 요청" })).toBeVisible();
    await expect(canvas.getAllByRole("article")[0]).toHaveTextContent("2026년 6월 10일");
    // the names come in the page's language, not the browser's
    await expect(canvas.getAllByRole("article")[0]).toHaveTextContent("서울 등불 축제 야간 산책");
    await expect(canvas.queryByText(/Seoul Lantern Festival/)).toBeNull();
  },
};

// Last on purpose: it ends with the session cleared.
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [listHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Faccount%2Fmy-reservation" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
