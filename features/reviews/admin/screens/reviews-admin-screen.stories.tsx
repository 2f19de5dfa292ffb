import { closeDialogWith, openDialog, operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import { emptyReviewsApi, errorHandlers, reviewsAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { REVIEWS_PATH, reviewsAdminStoryMeta } from "../mocks/story-meta";
import { ReviewsAdminScreen } from "./reviews-admin-screen";

const meta = {
  title: "Features/Reviews/Admin/ReviewsAdminScreen",
  component: ReviewsAdminScreen,
  tags: ["autodocs"],
  ...reviewsAdminStoryMeta(REVIEWS_PATH),
} satisfies Meta<typeof ReviewsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Reviews";

const rowsOf = (canvas: Canvas) =>
  within(canvas.getByRole("table", { name: "Reviews, newest first" }))
    .getAllByRole("row")
    .slice(1);

const openHide = (canvas: Canvas, title: string) =>
  openDialog(canvas, `Hide: the review “${title}”`, "Hide this review?");

/** Every review, newest first: the stars, the text, the product, the author; a hidden one says why. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("3 reviews")).toBeVisible();
    const [spam, advert, good] = rowsOf(canvas) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(spam).getByText("Total rip-off")).toBeVisible();
    await expect(within(spam).getByText("spam@example.com")).toBeVisible();
    await expect(within(spam).getByRole("button", { name: "Hide: the review “Total rip-off”" })).toBeVisible();
    await expect(within(advert).getByText("Hidden")).toBeVisible();
    await expect(within(advert).getByText("Reason: Advertising")).toBeVisible();
    await expect(
      within(advert).getByRole("button", { name: "Show again: the review “Off-topic advert”" }),
    ).toBeVisible();
    await expect(within(good).getByText("Magical evening")).toBeVisible();
  },
};

/** The hidden tab and the filters of the address (`?hidden=hidden`, `?rating=1`, `?q=`). */
export const Filtered: Story = {
  parameters: { route: { path: `${REVIEWS_PATH}?rating=1` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("1 review", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Total rip-off")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Hidden" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No hidden reviews" })).toBeVisible();
  },
};

/** Searching the words of a review or its author. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 reviews", {}, { timeout: 5000 })).toBeVisible();
    const search = within(canvas.getByRole("search", { name: "Search the reviews" }));
    await userEvent.type(search.getByRole("searchbox"), "advert");
    await userEvent.click(search.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 review")).toBeVisible();
    await expect(canvas.getByText("Off-topic advert")).toBeVisible();
  },
};

/** Hiding one with a reason: the row then says hidden and why, and offers to show it again. */
export const Hiding: Story = {
  parameters: { msw: { handlers: reviewsAdminApi().handlers } },
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas, "Total rip-off");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Insults and a phone number");
    await closeDialogWith(dialog, "Hide the review");
    await expect(await canvas.findByText("Reason: Insults and a phone number")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show again: the review “Total rip-off”" })).toBeVisible();
  },
};

/** No reason given: the dialog asks for one, nothing is sent. */
export const ReasonRequired: Story = {
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas, "Total rip-off");
    await userEvent.click(dialog.getByRole("button", { name: "Hide the review" }));
    await expect(await dialog.findByText("Please give a reason for hiding this review.")).toBeVisible();
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

/** The hide sent and not answered yet: the dialog waits, its button busy. */
export const HideWaiting: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ writeWaits: true }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas, "Total rip-off");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Spam");
    const confirm = dialog.getByRole("button", { name: "Hide the review" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** Another operator hid it a moment before (409): said in the dialog; the list shows their reason. */
export const HideConflict: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ decidedElsewhere: [3] }).handlers } },
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas, "Total rip-off");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Spam");
    await userEvent.click(dialog.getByRole("button", { name: "Hide the review" }));
    await expect(await dialog.findByText("Someone has already hidden this review.")).toBeVisible();
    await expect(await canvas.findByText("Reason: Spam")).toBeVisible();
    await closeDialogWith(dialog, "Back to the list");
  },
};

/** Showing a hidden one again. */
export const Unhiding: Story = {
  parameters: { msw: { handlers: reviewsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Show again: the review “Off-topic advert”" }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole("button", { name: "Hide: the review “Off-topic advert”" })).toBeVisible();
    await expect(canvas.queryByText("Reason: Advertising")).toBeNull();
  },
};

/** A record's history: who hid it, when and why. */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "History: the review “Off-topic advert”" }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "History" }));
    await expect(await dialog.findByText("Hidden: Advertising")).toBeVisible();
    await expect(dialog.getByText(/Kim Operator/)).toBeVisible();
  },
};

/** A viewer reads only: no hide or show button, the history still there. */
export const Viewer: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 reviews", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^History: the review/ })).toHaveLength(3);
    await expect(canvas.queryByRole("button", { name: /^Hide: the review/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Show again: the review/ })).toBeNull();
  },
};

/** A clerk runs the console: hiding is not money, so the buttons are there. */
export const Clerk: Story = {
  parameters: { msw: { handlers: reviewsAdminApi({ role: "clerk" }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: "Hide: the review “Total rip-off”" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** No review yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyReviewsApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reviews found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({ title: TITLE, loadError: "We couldn't load the reviews.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another kind (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/**
 * The list could not be read, in Korean: the server's own "briefly unavailable" (which this feature keys nowhere)
 * is said in Korean from the common words, not in the server's English.
 */
export const KoreanLoadError: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.");
    await expect(alert).not.toHaveTextContent("briefly unavailable");
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "후기")).toBeVisible();
    await expect(await canvas.findByText("후기 3건")).toBeVisible();
    await expect(canvas.getByText("사유: Advertising")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "숨기기: “Total rip-off” 후기" })).toBeVisible();
  },
};
