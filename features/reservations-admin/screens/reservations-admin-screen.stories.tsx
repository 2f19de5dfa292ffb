import { operatorListStates } from "@blocks/story-kit";
import { ADMIN_RESERVATIONS_CSV_COLUMNS } from "@contracts/reservations";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import {
  emptyAdminApi,
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ReservationsAdminScreen } from "./reservations-admin-screen";

const meta = {
  title: "Features/ReservationsAdmin/ReservationsAdminScreen",
  component: ReservationsAdminScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.list),
  args: { paths: ADMIN_PATHS },
} satisfies Meta<typeof ReservationsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Reservations";

/** Every reservation, newest first: number (to the detail), trip, representative, total and exact status. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("4 reservations", {}, { timeout: 5000 })).toBeVisible();
    const table = within(canvas.getByRole("table"));
    await expect(table.getByRole("link", { name: "R261120-AB12CD" })).toHaveAttribute("href", "/admin/reservations/41");
    await expect(table.getByText("Awaiting deposit")).toBeVisible();
    await expect(table.getByText("Cancellation requested")).toBeVisible();
    await expect(table.getByText("Seoul Night Food Walk")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeVisible();
  },
};

/** The tabs, the search and the filters narrow the list, each kept in the address. */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText("4 reservations", {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("tab", { name: "Cancellation requested" }));
    await expect(await canvas.findByText("1 cancellation request")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261115-ZX9CVB" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    await canvas.findByText("4 reservations");
    const search = within(canvas.getByRole("search", { name: "Search the reservations" }));
    await userEvent.type(search.getByRole("searchbox"), "JOHN.CARTER@");
    await userEvent.click(search.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 reservation")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261118-QW3RTY" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await canvas.findByText("4 reservations");
    const more = within(canvas.getByRole("form", { name: "Product and departure days" }));
    await userEvent.type(more.getByLabelText("Departure from"), "2026-12-13");
    await userEvent.click(more.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No reservations" })).toBeVisible();
    await expect(canvas.getByLabelText("Departure from")).toHaveValue("2026-12-13");
  },
};

/** Filters come from the address (a shared link or a reload): the list and the fields start from them. */
export const FromAddress: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.list}?status=confirmed&q=carter&payment_method=card` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 paid reservation", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Paid" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("searchbox")).toHaveValue("carter");
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261118-QW3RTY" })).toBeVisible();
  },
};

/** "Export CSV" fetches the filtered list with the operator's token and saves it as reservations.csv. */
export const CsvExport: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.list}?status=waiting` } },
  play: async ({ canvas }) => {
    await canvas.findByText("1 reservation awaiting a deposit", {}, { timeout: 5000 });
    const files: Blob[] = [];
    const names: string[] = [];
    const createUrl = spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:story-reservations";
    });
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(names).toEqual(["reservations.csv"]));
      const file = files[0] as Blob;
      await expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await file.text()).split("\r\n").filter(Boolean);
      await expect(lines[0]).toBe(ADMIN_RESERVATIONS_CSV_COLUMNS.join(","));
      await expect(lines).toHaveLength(2);
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** No reservation yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reservations" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({
  title: TITLE,
  loadError: "We couldn't load the reservations.",
  handlers: {
    loading: loadingHandlers,
    error: errorHandlers,
    unauthorized: unauthorizedHandlers,
    forbidden: forbiddenHandlers,
  },
});

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another role (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "예약 관리")).toBeVisible();
    await expect(await canvas.findByText("예약 4건", {}, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByText("입금 대기")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "CSV 내보내기" })).toBeVisible();
  },
};
