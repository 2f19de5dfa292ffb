import { closeDialogWith, openDialog, operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import { emptyAdminApi, refundsAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { REFUNDS_PATH, refundsStoryMeta } from "../mocks/story-meta";
import { RefundsAdminScreen } from "./refunds-admin-screen";

const meta = {
  title: "Features/RefundsAdmin/RefundsAdminScreen",
  component: RefundsAdminScreen,
  tags: ["autodocs"],
  ...refundsStoryMeta,
} satisfies Meta<typeof RefundsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Refunds to return";

/** Opens the dialog of the refund of `number` to `name`. */
const openMark = (canvas: Canvas, number: string, name: string) =>
  openDialog(canvas, `Mark as returned: the refund of ${number} to ${name}`, "Mark this refund as returned?");

/** The owed refunds, newest first: what was refunded, to whom, how much and the account to send it to. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("2 refunds to send back")).toBeVisible();
    const table = within(canvas.getByRole("table"));
    const rows = table.getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(2);
    const [order, pass] = rows as [HTMLElement, HTMLElement];
    await expect(within(order).getByText("Whole order")).toBeVisible();
    await expect(within(order).getByText("R260510-QW3RTY · Shop")).toBeVisible();
    await expect(within(order).getByText(/^\$120/)).toBeVisible();
    await expect(within(order).getByText("KB Kookmin Bank")).toBeVisible();
    await expect(within(order).getByText("Account holder: JOHN CARTER")).toBeVisible();
    await expect(within(pass).getByText("Visitor pass #102")).toBeVisible();
    await expect(within(pass).getByText("₩39,000")).toBeVisible();
    await expect(within(pass).getByText("Shinhan Bank")).toBeVisible();
    await expect(within(pass).getByText("minji@example.com")).toBeVisible();
    await expect(await within(pass).findByRole("button", { name: /Mark as returned: the refund of/ })).toBeVisible();
  },
};

/**
 * A clerk or a viewer of the shop's console (ADR 0034): what is owed and where to send it, but returning money is
 * an operator's, so no row offers it.
 */
export const Clerk: Story = {
  parameters: { msw: { handlers: refundsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 refunds to send back")).toBeVisible();
    const rows = within(canvas.getByRole("table")).getAllByRole("row").slice(1);
    await waitFor(() => expect(canvas.getAllByText("Waiting for an operator to return it")).toHaveLength(2));
    for (const row of rows) await expect(within(row).queryByRole("button")).toBeNull();
  },
};

/** The returned tab (`?state=returned`): who marked it, when, and the note. */
export const Returned: Story = {
  parameters: { route: { path: `${REFUNDS_PATH}?state=returned` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 returned refund", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Returned" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText(/by Demo Operator/)).toBeVisible();
    await expect(canvas.getByText("Transfer 0042")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Mark as returned: the refund of/ })).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    await expect(await canvas.findByText("3 refunds")).toBeVisible();
  },
};

/** Marking one: confirmed with a note, it leaves the owed tab and is found among the returned. */
export const Marking: Story = {
  parameters: { msw: { handlers: refundsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openMark(canvas, "R260514-2ABCDE", "Kim Minji");
    await expect(dialog.getByText("₩39,000")).toBeVisible();
    await expect(dialog.getByText(/KIM MINJI at Shinhan Bank/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Note/), "Transfer 0057");
    await closeDialogWith(dialog, "Mark as returned");
    await expect(await canvas.findByText("1 refund to send back")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Returned" }));
    await expect(await canvas.findByText("2 returned refunds")).toBeVisible();
    await expect(canvas.getByText("Transfer 0057")).toBeVisible();
  },
};

/** The mark sent and not answered yet: the dialog waits, its button busy. */
export const MarkWaiting: Story = {
  parameters: { msw: { handlers: refundsAdminApi({ markWaits: true }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openMark(canvas, "R260514-2ABCDE", "Kim Minji");
    const confirm = dialog.getByRole("button", { name: "Mark as returned" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(dialog.getByRole("button", { name: "Not yet" })).toBeDisabled();
  },
};

/** Another operator marked it a moment before (409): said in the dialog, and the list shows their mark. */
export const Conflict: Story = {
  parameters: { msw: { handlers: refundsAdminApi({ returnedElsewhere: [2] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openMark(canvas, "R260514-2ABCDE", "Kim Minji");
    await userEvent.click(dialog.getByRole("button", { name: "Mark as returned" }));
    await expect(await dialog.findByText("This refund has already been marked returned.")).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Mark as returned" })).toBeNull();
    await expect(await canvas.findByText("1 refund to send back")).toBeVisible();
    await closeDialogWith(dialog, "Back to the list");
  },
};

/** Nothing owed: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyAdminApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Nothing to send back" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the refunds.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = states.Unauthorized;

/** A partner venue's scan-only account (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "송금할 환불")).toBeVisible();
    await expect(await canvas.findByText("송금할 환불 2건")).toBeVisible();
    await expect(canvas.getByText("신한은행")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /송금 완료로 표시/ })).toHaveLength(2);
  },
};
