import { toastStore } from "@ds";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { ownReviewApi, reviewHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { EditReviewScreen } from "./edit-review-screen";

const editable = ownReviewApi();

const meta = {
  title: "Features/Reviews/EditReviewScreen",
  component: EditReviewScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { reviewId: 905, onDone: fn(), onDeleted: fn(), paths: { myReviews: "/user/review" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/user/review/905" },
    msw: { handlers: editable.handlers },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => {
      clearArea("member");
      // a toast outlives its story by up to a second: it must not turn up in the next story's picture
      toastStore.dismiss();
    };
  },
} satisfies Meta<typeof EditReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The review as written, changed and saved. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const title = await canvas.findByLabelText(/^Title/, {}, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 2, name: "Seoul Lantern Festival night walk" })).toBeVisible();
    await expect(title).toHaveValue("Worth the crowds");
    await expect(canvas.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
    await userEvent.clear(title);
    await userEvent.type(title, "Worth every minute");
    await userEvent.click(canvas.getByRole("radio", { name: "5 stars" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(editable.saved.at(-1)).toEqual({
      rating: 5,
      title: "Worth every minute",
      content: "Busy on a Saturday, but the guide found quiet spots.\n\nBring a warm jacket.",
    });
  },
};

/** Delete asks first; yes deletes, says so, and hands over to the site. */
export const Delete: Story = {
  parameters: { msw: { handlers: ownReviewApi().handlers } },
  play: async ({ canvas, args }) => {
    await canvas.findByLabelText(/^Title/, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this review?" });
    await expect(dialog).toHaveTextContent("This cannot be undone.");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole("heading", { level: 2, name: "Your review was deleted." })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to my reviews" })).toHaveAttribute("href", "/user/review");
  },
};

/** Another member's review, or one deleted: not found, with the way back. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [reviewHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This review was not found." }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to my reviews" })).toHaveAttribute("href", "/user/review");
  },
};
