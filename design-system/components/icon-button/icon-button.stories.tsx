import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart, Share2, Trash2, X } from "lucide-react";
import { Fragment } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { ButtonIntent } from "../button";
import { IconButton, type IconButtonSize } from "./icon-button";
import { announceStoryRendered, forcedStatesCatalog, intentSizeStates } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const intents: readonly ButtonIntent[] = ["primary", "secondary", "outline", "ghost", "danger", "link"];
const sizes: readonly IconButtonSize[] = ["sm", "md", "lg"];
const states = ["rest", "hover", "focus", "disabled", "loading"] as const;

const meta = {
  title: "Design System/Actions/Icon Button",
  component: IconButton,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A button that shows only an icon. `label` is required: it becomes the accessible name (`aria-label`) and " +
      "the tooltip (`title`). Intents are the button's; sizes are square (`lg` is the 44 px touch target).",
  ),
  argTypes: argControls({
    select: { intent: intents },
    radio: { size: sizes },
    boolean: ["loading", "disabled"],
    text: ["label"],
    none: ["children"],
  }),
  args: { label: "Add to wishlist", children: <Heart />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Add to wishlist" });
    await expect(button).toHaveAttribute("title", "Add to wishlist");
    await expect(button).toHaveAttribute("type", "button");
    await expect(button.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { intent: "ghost", size: "md", loading: false, disabled: false },
};

export const Sizes: Story = {
  args: { intent: "outline" },
  render: (args) => (
    <div className="flex items-center gap-3">
      {sizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Share, ${size}`}>
          <Share2 />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = sizes.map((size) => canvas.getByRole("button", { name: `Share, ${size}` }));
    await expect(sm?.getBoundingClientRect().width).toBe(32);
    await expect(md?.getBoundingClientRect().width).toBe(36);
    await expect(lg?.getBoundingClientRect().width).toBe(44);
  },
};

export const Danger: Story = {
  args: { intent: "danger", label: "Delete photo", children: <Trash2 /> },
};

/** Keyboard users reach it with Tab and press it with Enter or Space; the screenshot shows the ring. */
export const KeyboardFocus: Story = {
  args: { intent: "outline", label: "Close", children: <X /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Close" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, intent: "outline" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Add to wishlist" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector('[data-slot="spinner"]')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, intent: "outline" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Add to wishlist" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The label is data from the caller, so it is translated where the caller's words live. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "찜하기", intent: "outline" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "찜하기" })).toHaveAttribute("title", "찜하기");
  },
};

const id = (intent: ButtonIntent, size: IconButtonSize, state: string) => `icon-${intent}-${size}-${state}`;

/** Every intent x size x state (hover and focus forced with pseudo states): the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog(intentSizeStates(intents, sizes, id), { fullscreen: true }),
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(5,max-content)] items-center gap-x-4 gap-y-3 p-3 text-xs text-muted-foreground">
      <span>sm · md · lg</span>
      {states.map((state) => (
        <span key={state}>{state}</span>
      ))}
      {intents.map((intent) => (
        <Fragment key={intent}>
          <span>{intent}</span>
          {states.map((state) => (
            <span key={state} className="flex items-center gap-1.5">
              {sizes.map((size) => (
                <IconButton
                  key={size}
                  id={id(intent, size, state)}
                  intent={intent}
                  size={size}
                  disabled={state === "disabled"}
                  loading={state === "loading"}
                  label={`Wishlist, ${intent}, ${size}, ${state}`}
                >
                  <Heart />
                </IconButton>
              ))}
            </span>
          ))}
        </Fragment>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("button")).toHaveLength(intents.length * sizes.length * states.length);
  },
};
