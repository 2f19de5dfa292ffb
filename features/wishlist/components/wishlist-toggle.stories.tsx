import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { statefulWishlist } from "../mocks/handlers";
import { WishlistToggle } from "./wishlist-toggle";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Wishlist/WishlistToggle",
  component: WishlistToggle,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { productId: 111, onNeedSignIn: fn() },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof WishlistToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const heart = (canvas: Canvas, name: string) => canvas.findByRole("button", { name }, { timeout: 5000 });

/** Signed in, not wished: the heart fills at the press, before the server has answered, and stays. */
export const SignedInAdd: Story = {
  parameters: { msw: { handlers: { wishlist: statefulWishlist(undefined, { writeDelay: 300 }) } } },
  play: async ({ canvas, args }) => {
    const button = await heart(canvas, "Add to wishlist");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    // the write takes 300 ms: this is the optimistic state
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAccessibleName("Remove from wishlist");
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    await expect(args.onNeedSignIn).not.toHaveBeenCalled();
  },
};

/** Signed in and wished: a press takes it off the list. */
export const SignedInRemove: Story = {
  args: { productId: 105 },
  parameters: { msw: { handlers: { wishlist: statefulWishlist(undefined, { writeDelay: 300 }) } } },
  play: async ({ canvas }) => {
    const button = await heart(canvas, "Remove from wishlist");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).toHaveAccessibleName("Add to wishlist");
  },
};

/** The server refuses the change: the heart goes back to what the list says. */
export const FailedChange: Story = {
  parameters: {
    msw: { handlers: { wishlist: statefulWishlist(undefined, { writeDelay: 150, failWrites: true }) } },
  },
  play: async ({ canvas }) => {
    const button = await heart(canvas, "Add to wishlist");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"), { timeout: 3000 });
    await expect(button).toHaveAccessibleName("Add to wishlist");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { productId: 105 },
  parameters: { msw: { handlers: { wishlist: statefulWishlist() } } },
  play: async ({ canvas }) => {
    await expect(await heart(canvas, "위시리스트에서 삭제")).toHaveAttribute("aria-pressed", "true");
  },
};

// Last on purpose: it ends as a guest, which is what the next story file expects of the tab.
/** A guest's press asks the site to sign them in; nothing is sent to the server. */
export const Guest: Story = {
  beforeEach: () => clearArea("member"),
  parameters: { msw: { handlers: { wishlist: statefulWishlist() } } },
  play: async ({ canvas, args }) => {
    const button = await heart(canvas, "Add to wishlist");
    await userEvent.click(button);
    await expect(args.onNeedSignIn).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute("aria-pressed", "false");
  },
};
