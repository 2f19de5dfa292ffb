import { operatorListStates } from "@blocks/story-kit";
import { ADMIN_RESERVATIONS_CSV_COLUMNS } from "@contracts/reservations";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { productsFixture } from "../mocks/fixtures";
import { emptyAdminApi, reservationsAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ReservationsAdminScreen } from "./reservations-admin-screen";

const meta = {
  title: "Features/ReservationsAdmin/ReservationsAdminScreen",
  component: ReservationsAdminScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.list),
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
    const more = within(canvas.getByRole("form", { name: "Departure days" }));
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

/** The product filter: the shop's products by name (sorted, searchable); choosing one narrows the list at once. */
export const ProductPicker: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText("4 reservations", {}, { timeout: 5000 });
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toBeEnabled());
    await expect(picker).toHaveAttribute("placeholder", "Every product");
    await userEvent.click(picker);
    const listbox = await canvas.findByRole("listbox", { name: "Product" });
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Andong Hahoe Village Walk",
      "Busan Harbour Cruise",
      "DMZ Day Tour",
      "Jeju Olle Trail Day",
      "Seoul Night Food Walk",
    ]);
    await userEvent.type(picker, "night");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Seoul Night Food Walk"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "Seoul Night Food Walk" }));
    await expect(await canvas.findByText("1 reservation")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261118-QW3RTY" })).toBeVisible();
    await expect(picker).toHaveValue("Seoul Night Food Walk");
    // by the other language's name or the product's number too
    await userEvent.clear(picker);
    await expect(await canvas.findByText("4 reservations")).toBeVisible();
    await userEvent.type(picker, "#8");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("1 reservation")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261115-ZX9CVB" })).toBeVisible();
    await expect(picker).toHaveValue("Jeju Olle Trail Day");
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await canvas.findByText("4 reservations");
    await expect(picker).toHaveValue("");
  },
};

/** A product in the address (a shared link or a reload) shows by its name, and the list is narrowed to it. */
export const ProductFromAddress: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.list}?product_id=8` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 reservation", {}, { timeout: 5000 })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toHaveValue("Jeju Olle Trail Day"));
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "R261115-ZX9CVB" })).toBeVisible();
  },
};

/**
 * A product the picker's list does not hold (a shop of more products than it reads) is read on its own for its
 * name; a number the shop has no product of shows as that number, and can be cleared.
 */
export const ProductOutsideTheList: Story = {
  parameters: {
    route: { path: `${ADMIN_PATHS.list}?product_id=3` },
    msw: {
      handlers: reservationsAdminApi({
        products: productsFixture.filter((product) => product.id !== 3),
        unlistedProducts: productsFixture.filter((product) => product.id === 3),
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 reservations", {}, { timeout: 5000 })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toHaveValue("DMZ Day Tour"));
  },
};

/** A product number the shop has no product of: said as the number; clearing it shows every reservation. */
export const UnknownProductFromAddress: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.list}?product_id=99` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reservations" }, { timeout: 5000 }),
    ).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toHaveValue("Product #99"));
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(await canvas.findByText("4 reservations")).toBeVisible();
    await expect(picker).toHaveValue("");
  },
};

/** The products are still loading: the picker waits, disabled, and says so; the list is there already. */
export const ProductsLoading: Story = {
  parameters: { msw: { handlers: reservationsAdminApi({ productsAnswer: "waits" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("4 reservations", {}, { timeout: 5000 })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveAttribute("aria-busy", "true");
    await expect(picker).toHaveAttribute("placeholder", "Loading the products…");
  },
};

/** The shop has no products yet: the picker says so and offers nothing. */
export const NoProducts: Story = {
  parameters: { msw: { handlers: reservationsAdminApi({ products: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("4 reservations", {}, { timeout: 5000 })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toHaveAttribute("placeholder", "No products yet"));
    await expect(picker).toBeDisabled();
  },
};

/** The products could not be read: said under the picker with a retry; the list itself is there. */
export const ProductsError: Story = {
  parameters: { msw: { handlers: reservationsAdminApi({ productsAnswer: "fails" }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the products.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveAttribute("placeholder", "Products unavailable");
    await expect(picker).toHaveAccessibleDescription(/We couldn't load the products\./);
    await expect(await canvas.findByText("4 reservations")).toBeVisible();
  },
};

/** "Try again" reads the products again: the picker then offers them. */
export const ProductsRetry: Story = {
  parameters: { msw: { handlers: reservationsAdminApi({ productsAnswer: "failsOnce" }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the products.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const picker = canvas.getByRole("combobox", { name: "Product" });
    await waitFor(() => expect(picker).toBeEnabled());
    await expect(canvas.queryByText("We couldn't load the products.")).toBeNull();
    await userEvent.click(picker);
    await userEvent.click(await canvas.findByRole("option", { name: "DMZ Day Tour" }));
    await expect(await canvas.findByText("2 reservations")).toBeVisible();
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

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the reservations.", mocks });

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

/** In Korean, the products by their Korean names: a product in the address, and a search by initial consonants. */
export const KoreanProductPicker: Story = {
  globals: { locale: "ko" },
  parameters: { route: { path: `${ADMIN_PATHS.list}?product_id=5` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("예약 1건", {}, { timeout: 5000 })).toBeVisible();
    const picker = canvas.getByRole("combobox", { name: "상품" });
    await waitFor(() => expect(picker).toHaveValue("서울 야간 미식 투어"));
    await userEvent.clear(picker);
    await expect(await canvas.findByText("예약 4건")).toBeVisible();
    await userEvent.type(picker, "ㅈㅈ");
    const listbox = await canvas.findByRole("listbox", { name: "상품" });
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["제주 올레길 하루 코스"]);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("예약 1건")).toBeVisible();
    await expect(picker).toHaveValue("제주 올레길 하루 코스");
  },
};
