import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { productHandlers, productsAdminApi } from "../mocks/handlers";
import { PRODUCTS_PATHS, productsStoryMeta } from "../mocks/story-meta";
import { ProductEditorScreen } from "./product-editor-screen";

const WAIT = { timeout: 5000 };
const PATTERN = "/admin/products/:id";

const meta = {
  title: "Features/ProductsAdmin/ProductEditorScreen",
  component: ProductEditorScreen,
  tags: ["autodocs"],
  ...productsStoryMeta(PRODUCTS_PATHS.product(41), PATTERN, { id: 41 }),
} satisfies Meta<typeof ProductEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW = {
  args: { id: null },
  parameters: { route: { path: PRODUCTS_PATHS.create, pattern: PRODUCTS_PATHS.create } },
};
const tab = (name: string) => ({ path: `${PRODUCTS_PATHS.product(41)}?tab=${name}`, pattern: PATTERN });
const textbox = (scope: Pick<Canvas, "getByRole">, name: RegExp) => scope.getByRole("textbox", { name });
const TITLE = "Lantern Night Walk";

/** A new product's empty form: content in English and Korean, then the details; no tabs yet. */
export const NewProduct: Story = {
  ...NEW,
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "New product")).toBeVisible();
    await expect(await canvas.findByRole("group", { name: "Content in English" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Content in Korean" })).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toBeRequired();
    await expect(textbox(canvas, /^Rank/)).toHaveValue("100");
    await expect(canvas.queryByRole("tab")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to the products" })).toHaveAttribute(
      "href",
      PRODUCTS_PATHS.list,
    );
  },
};

const validation = productsAdminApi();

/** Sent empty: the contract's words beside each field, the first focused, nothing sent. */
export const FieldErrors: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: validation.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "New product");
    await userEvent.click(await canvas.findByRole("button", { name: "Create product" }, WAIT));
    await expect(await canvas.findAllByText("This field is required.", {}, WAIT)).toHaveLength(6);
    await expect(textbox(canvas, /^Name \(English\)/)).toHaveFocus();
    await expect(validation.writes.products).toHaveLength(0);
  },
};

const creating = productsAdminApi();

/** A product made with its content in both languages: sent, then its own page opens at its options. */
export const CreateProduct: Story = {
  ...NEW,
  parameters: { ...NEW.parameters, msw: { handlers: creating.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "New product");
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Name \(English\)/ }, WAIT), "Han River Picnic");
    await userEvent.type(textbox(canvas, /^Name \(Korean\)/), "한강 피크닉");
    await userEvent.type(textbox(canvas, /^Summary \(English\)/), "A picnic by the river.");
    await userEvent.type(textbox(canvas, /^Summary \(Korean\)/), "강변 피크닉.");
    await userEvent.type(textbox(canvas, /^Description \(English\)/), "Blankets, snacks and the sunset.");
    await userEvent.type(textbox(canvas, /^Description \(Korean\)/), "돗자리와 간식, 그리고 노을.");
    await userEvent.click(canvas.getByRole("button", { name: "Create product" }));
    await expect(await pageHeading(canvas, "Page: /admin/products/101?tab=options")).toBeVisible();
    await expect(creating.writes.products[0]).toMatchObject({ name_ko: "한강 피크닉", rank: 100, closed_dates: [] });
  },
};

/** A saved product's content and details, filled in; the operator may save. */
export const Content: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Content and details" })).toHaveAttribute("aria-selected", "true");
    await expect(textbox(canvas, /^Name \(Korean\)/)).toHaveValue("등불 야간 산책");
    await expect(textbox(canvas, /^Closed days/)).toHaveValue("2026-12-25");
    await expect(await canvas.findByRole("button", { name: "Save changes" }, WAIT)).toBeEnabled();
  },
};

const saving = productsAdminApi();

/** A change saved: the whole body is sent and the page says so. */
export const SaveContent: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    const name = textbox(canvas, /^Name \(Korean\)/);
    await userEvent.clear(name);
    await userEvent.type(name, "등불 산책");
    await userEvent.click(await canvas.findByRole("button", { name: "Save changes" }, WAIT));
    await expect(await screen.findByText("Lantern Night Walk was saved.", {}, WAIT)).toBeInTheDocument();
    await expect(saving.writes.products[0]).toMatchObject({ name_ko: "등불 산책", closed_dates: ["2026-12-25"] });
  },
};

const pictures = productsAdminApi();

/** Pictures: a chosen one is previewed, then uploaded; one moves earlier; one is removed. */
export const Images: Story = {
  parameters: { route: tab("images"), msw: { handlers: pictures.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await expect(await canvas.findByRole("img", { name: "Picture 1" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Thumbnail")).toBeVisible();
    const file = new File(["png"], "night.png", { type: "image/png" });
    await userEvent.upload(await canvas.findByLabelText("Choose a picture", {}, WAIT), file);
    await expect(await canvas.findByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
    await expect(canvas.getByText("night.png")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    await expect(await canvas.findByRole("img", { name: "Picture 3" }, WAIT)).toBeVisible();
    await expect(pictures.writes.uploads).toBe(1);
    await userEvent.click(canvas.getByRole("button", { name: "Move Picture 2 earlier" }));
    await waitFor(() => expect(pictures.writes.products).toHaveLength(1), WAIT);
    await expect(pictures.writes.products[0]).toMatchObject({
      images: [
        "/images/catalog/culture-hanok.svg",
        "/images/catalog/festival-lanterns.svg",
        "/images/catalog/activity-sea.svg",
      ],
    });
    await userEvent.click(await canvas.findByRole("button", { name: "Remove Picture 3" }));
    await waitFor(() => expect(canvas.queryByRole("img", { name: "Picture 3" })).toBeNull(), WAIT);
  },
};

/** Options: days, times, price and pricing, capacity with the places sold beside it, on sale or closed. */
export const Options: Story = {
  parameters: { route: tab("options") },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    const table = within(await canvas.findByRole("table", {}, WAIT));
    const rows = table.getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    const second = within(rows[1] as HTMLElement);
    await expect(first.getByText("Evening walk")).toBeVisible();
    await expect(first.getByText("19:00")).toBeVisible();
    await expect(first.getByText(/^\$45(\.00)?$/)).toBeVisible();
    await expect(first.getByText("On sale")).toBeVisible();
    await expect(second.getByText("₩150,000")).toBeVisible();
    await expect(second.getByText("per group of up to 4")).toBeVisible();
    await expect(second.getByText("Closed")).toBeVisible();
    await expect(second.getByRole("button", { name: "Reopen Family group for sale" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Add option" }, WAIT)).toBeVisible();
  },
};

const closing = productsAdminApi();

/** Closing an option for sale and reopening it. */
export const CloseAndReopen: Story = {
  parameters: { route: tab("options"), msw: { handlers: closing.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await userEvent.click(await canvas.findByRole("button", { name: "Close Evening walk for sale" }, WAIT));
    await expect(await screen.findByText("Evening walk is closed for sale.", {}, WAIT)).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "Reopen Evening walk for sale" }, WAIT));
    await expect(await screen.findByText("Evening walk is on sale again.", {}, WAIT)).toBeInTheDocument();
  },
};

const adding = productsAdminApi();

/** An operator adds a dated option with its price; it joins the table. */
export const AddOption: Story = {
  parameters: { route: tab("options"), msw: { handlers: adding.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await userEvent.click(await canvas.findByRole("button", { name: "Add option" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Add an option" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name \(English\)/ }), "Sunset walk");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Name \(Korean\)/ }), "노을 산책");
    await userEvent.type(dialog.getByLabelText(/^Last day/), "2027-03-31");
    await userEvent.clear(dialog.getByRole("textbox", { name: /^Departure times/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^Departure times/ }), "17:30, 18:30");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Price/ }), "39");
    await userEvent.type(dialog.getByRole("textbox", { name: /^Capacity/ }), "16");
    await userEvent.click(dialog.getByRole("button", { name: "Add option" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Sunset walk", {}, WAIT)).toBeVisible();
    await expect(adding.writes.options[0]).toMatchObject({
      departure_times: ["17:30", "18:30"],
      price: 39,
      currency: "USD",
      capacity: 16,
    });
  },
};

/** Capacity under the places sold: the server's refusal shows at the capacity field. */
export const CapacityUnderSold: Story = {
  parameters: { route: tab("options"), msw: { handlers: productsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await userEvent.click(await canvas.findByRole("button", { name: "Change Evening walk" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Change the option" }));
    await expect(dialog.getByText("6 places are sold: capacity cannot go under that.")).toBeVisible();
    const capacity = dialog.getByRole("textbox", { name: /^Capacity/ });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "5");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(
      await dialog.findByText("Capacity cannot be less than the places already sold.", {}, WAIT),
    ).toBeVisible();
    await expect(capacity).toHaveFocus();
  },
};

const clerk = productsAdminApi({ role: "clerk" });

/** A clerk changes an option's capacity, but adds none and cannot change the price (its fields are locked). */
export const Clerk: Story = {
  parameters: { route: tab("options"), msw: { handlers: clerk.handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await expect(
      await canvas.findByText("Adding options and changing prices is for operators.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Add option" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Change Evening walk" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change the option" }));
    await expect(dialog.getByText("Only an operator can change the price, the currency or the pricing.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Price/ })).toBeDisabled();
    const capacity = dialog.getByRole("textbox", { name: /^Capacity/ });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "24");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(Object.keys(clerk.writes.options[0] as object)).not.toContain("price");
    await expect(clerk.writes.options[0]).toMatchObject({ capacity: 24 });
  },
};

/** A viewer reads every field but is offered nothing to change. */
export const Viewer: Story = {
  parameters: { msw: { handlers: productsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await expect(
      await canvas.findByText("Your role reads the console only: nothing here can be changed.", {}, WAIT),
    ).toBeVisible();
    await expect(textbox(canvas, /^Name \(English\)/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "Options" }));
    await expect(await canvas.findByRole("table", {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Change / })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Add option" })).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "Pictures" }));
    await expect(await canvas.findByRole("img", { name: "Picture 1" }, WAIT)).toBeVisible();
    await expect(canvas.queryByLabelText("Choose a picture")).toBeNull();
  },
};

/** The product's reviews, a hidden one marked with its reason. */
export const Reviews: Story = {
  parameters: { route: tab("reviews") },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await expect(await canvas.findByText("Magical evening", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Hidden")).toBeVisible();
    await expect(canvas.getByText("Hidden because: Advertising")).toBeVisible();
  },
};

/** Who changed the product and when, in the feature's words. */
export const Changes: Story = {
  parameters: { route: tab("changes") },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await expect(await canvas.findByText("Product created", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Changed: Name (Korean), Featured")).toBeVisible();
    await expect(canvas.getByText(/Lee Clerk \(clerk\)/)).toBeVisible();
  },
};

/** Waiting for the product. */
export const Loading: Story = {
  parameters: { msw: { handlers: productsAdminApi({ productWaits: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Product")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The product could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: productHandlers.error } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("We couldn't load the product.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** No such product (404). */
export const NotFound: Story = {
  parameters: { msw: { handlers: productHandlers.notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Product not found" }, WAIT)).toBeVisible();
  },
};

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: productHandlers.unauthorized } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, WAIT)).toBeVisible();
    await expect(getToken("admin")).toBeNull();
  },
};

/** A staff account of another role (403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: productHandlers.forbidden } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This page is for operators" }, WAIT),
    ).toBeVisible();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { route: tab("options") },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "등불 야간 산책")).toBeVisible();
    await expect(await canvas.findByText("저녁 산책", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("판매 중지", { selector: "span" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "옵션 추가" }, WAIT)).toBeVisible();
  },
};
