import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Button, type ButtonIntent, type ButtonSize } from "./button";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const intents: readonly ButtonIntent[] = ["primary", "secondary", "outline", "ghost", "danger", "link"];
const sizes: readonly ButtonSize[] = ["sm", "md", "lg", "icon"];
const states = ["default", "disabled", "loading"] as const;

function ArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const meta = {
  title: "Design System/Actions/Button",
  component: Button,
  tags: ["autodocs"],
  parameters: componentDocs(
    "The house button. One `primary` per view for the main action; `danger` only for actions that destroy data. " +
      "`loading` keeps the label (it stays the accessible name), shows a spinner and blocks clicks.",
  ),
  argTypes: argControls({
    select: { intent: intents },
    radio: { size: sizes },
    boolean: ["loading", "disabled"],
    text: ["children"],
  }),
  args: { children: "Book now", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Book now" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every prop on the controls panel; the same picture as Default, so it has no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { intent: "primary", size: "md", loading: false, disabled: false },
};

export const Primary: Story = { args: { intent: "primary" } };
export const Secondary: Story = { args: { intent: "secondary" } };
export const Outline: Story = { args: { intent: "outline" } };
export const Ghost: Story = { args: { intent: "ghost" } };
export const Danger: Story = {
  args: { intent: "danger", children: "Cancel booking" },
};
export const Link: Story = {
  args: { intent: "link", children: "See all tours" },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
      <Button {...args} size="icon" aria-label="Next">
        <ArrowIcon />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    // the label is still the name, so a screen reader announces what is busy
    const button = canvas.getByRole("button", { name: "Book now" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await expect(button.querySelector('[data-slot="spinner"]')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Book now" });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute("aria-busy");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keyboard users reach the button with Tab and press it with Enter or Space; the screenshot shows the ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Book now" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(":focus-visible")).toBe(true);
    await expect(getComputedStyle(button).boxShadow).not.toBe("none");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Icon-only buttons need an aria-label; while loading the spinner stands in for the icon. */
export const IconOnly: Story = {
  args: {
    size: "icon",
    intent: "outline",
    "aria-label": "Next photo",
    children: <ArrowIcon />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Next photo" })).toBeEnabled();
  },
};

function CatalogGrid() {
  return (
    <table className="border-separate border-spacing-x-2 border-spacing-y-1.5 text-xs text-muted-foreground">
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium">
            size · state
          </th>
          {intents.map((intent) => (
            <th key={intent} scope="col" className="text-left font-medium">
              {intent}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sizes.flatMap((size) =>
          states.map((state) => (
            <tr key={`${size}-${state}`}>
              <th scope="row" className="pr-2 text-left font-normal whitespace-nowrap">
                {size} · {state}
              </th>
              {intents.map((intent) => (
                <td key={intent}>
                  <Button
                    intent={intent}
                    size={size}
                    disabled={state === "disabled"}
                    loading={state === "loading"}
                    aria-label={size === "icon" ? `Next, ${intent}` : undefined}
                  >
                    {size === "icon" ? <ArrowIcon /> : "Go"}
                  </Button>
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Every intent x size x state in one picture: the visual-regression net for the button's tokens. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <div className="p-2">
      <CatalogGrid />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(intents.length * sizes.length * states.length);
  },
};

const interactionStates = ["rest", "hover", "focus"] as const;

/** Hover and keyboard focus for every intent, forced with pseudo states so the screenshot guards the hover tokens. */
export const InteractionStates: Story = {
  ...forcedStatesCatalog({
    hover: intents.map((intent) => `#button-${intent}-hover`),
    focusVisible: intents.map((intent) => `#button-${intent}-focus`),
  }),
  render: () => (
    <div className="inline-grid grid-cols-4 items-center gap-x-4 gap-y-3 text-xs text-muted-foreground">
      <span />
      {interactionStates.map((state) => (
        <span key={state}>{state}</span>
      ))}
      {intents.map((intent) => (
        <Fragment key={intent}>
          <span>{intent}</span>
          {interactionStates.map((state) => (
            <Button key={state} id={`button-${intent}-${state}`} intent={intent}>
              Book now
            </Button>
          ))}
        </Fragment>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: "Book now" })).toHaveLength(
      intents.length * interactionStates.length,
    );
    announceStoryRendered();
  },
};

/** The same grid in the prepared dark theme, so its tokens are contrast-checked and guarded too. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
