import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { forcePseudoStates } from "../../../.storybook/state-table";
import { RatingDisplay, RatingInput, type RatingSize } from "./rating";
import { componentDocs } from "../../stories/docs";
import { SubmittedForm } from "../../stories/submitted-form";
import { argControls } from "../../stories/arg-controls";

/**
 * Presses an arrow key the way a person does: Radix moves focus in a timeout and checks the radio it lands on only
 * while the key is still down, and a synthetic press releases it at once.
 */
async function pressArrow(key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await userEvent.keyboard(`{${key}>}`);
    await userEvent.keyboard(`{/${key}}`);
  }
}

const meta = {
  title: "Design System/Commerce/Rating",
  component: RatingInput,
  subcomponents: { RatingDisplay },
  tags: ["autodocs"],
  parameters: componentDocs(
    '`RatingDisplay`: read-only stars 0-5 with halves, read as "4.5 out of 5" ("5점 만점에 4.5점"), with an ' +
      'optional review count "(128)". `RatingInput`: five stars as a radio group; click or arrow keys choose, ' +
      'hovering previews, `clearable` adds "Clear rating", `required` and `invalid` for forms, `name` submits ' +
      "the number with a plain form.",
  ),
  argTypes: argControls({
    radio: { size: ["sm", "md", "lg"] },
    boolean: ["required", "disabled", "invalid", "clearable"],
  }),
  args: { label: "Your rating", onChange: fn() },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Your rating" });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "4 stars" }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "1 star" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", clearable: true },
};

/** Display: halves, the rating in words, the review count. */
export const Display: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <RatingDisplay value={4.5} count={128} />
      <RatingDisplay value={3.74} showValue />
      <RatingDisplay value={0} count={0} />
      <RatingDisplay value={5} count={1} size="lg" showValue />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "4.5 out of 5" })).toBeVisible();
    await expect(canvas.getByText("(128)")).toBeVisible();
    await expect(canvas.getByText("128 reviews")).toHaveClass("sr-only");
    // 3.74 shows as 3.5 stars
    await expect(canvas.getByRole("img", { name: "3.5 out of 5" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "0 out of 5" })).toBeVisible();
    await expect(canvas.getByText("1 review")).toBeInTheDocument();
  },
};

/** Arrow keys move and choose, as radios do; Tab enters on the chosen star. */
export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "3 stars" })).toHaveFocus();
    await pressArrow("ArrowRight");
    await expect(canvas.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await pressArrow("ArrowLeft", 3);
    await expect(canvas.getByRole("radio", { name: "1 star" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Hovering fills the stars up to the pointer without choosing; leaving shows the choice again. */
export const HoverPreview: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole("radio", { name: "4 stars" }));
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: "4 stars" }).querySelector("[data-fill]")).toHaveAttribute(
        "data-fill",
        "1",
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("radio", { name: "2 stars" })).toBeChecked();
  },
};

export const Clearable: Story = {
  args: { defaultValue: 4, clearable: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear rating" }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getAllByRole("radio").some((r) => r.getAttribute("aria-checked") === "true")).toBe(false);
    await expect(canvas.queryByRole("button", { name: "Clear rating" })).not.toBeInTheDocument();
    // focus goes back to the stars
    await expect(canvas.getByRole("radio", { name: "1 star" })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true, invalid: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Your rating" });
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "5 stars" }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("radio", { name: "3 stars" })).toBeChecked();
  },
};

function ReviewForm() {
  return (
    <SubmittedForm className="flex flex-col items-start gap-3" submitLabel="Post review">
      <RatingInput label="Rating" name="rating" required />
    </SubmittedForm>
  );
}

/** In a plain form the number is submitted under `name`. */
export const InForm: Story = {
  render: () => <ReviewForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "5 stars" }));
    await userEvent.click(canvas.getByRole("button", { name: "Post review" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("rating=5");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <RatingDisplay value={4.5} count={1280} showValue />
      <RatingInput label="별점" defaultValue={3} clearable onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "5점 만점에 4.5점" })).toBeVisible();
    await expect(canvas.getByText("(1,280)")).toBeVisible();
    await expect(canvas.getByText("리뷰 1,280개")).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "3점" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "별점 지우기" })).toBeVisible();
  },
};

const sizes: readonly RatingSize[] = ["sm", "md", "lg"];
const values = [0, 0.5, 2.5, 4, 5] as const;

// `body` because the vitest runner has no #storybook-root (the addon's default root)
const pseudo = {
  rootSelector: "body",
  focusVisible: sizes.map((s) => `#ri-${s}-focus [role=radio]:nth-child(3)`),
};

/** Display values x sizes, then the input's states x sizes (empty, chosen, focus, invalid, disabled). */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true }, pseudo },
  render: () => (
    <div className="flex flex-col gap-3 p-3">
      <div className="grid grid-cols-3 gap-x-6 gap-y-1.5">
        {values.flatMap((value) =>
          sizes.map((size) => (
            <RatingDisplay key={`${value}-${size}`} value={value} size={size} count={128} showValue />
          )),
        )}
      </div>
      <div className="grid grid-cols-3 gap-x-6 gap-y-2">
        {(["empty", "chosen", "focus", "invalid", "disabled"] as const).flatMap((state) =>
          sizes.map((size) => (
            <RatingInput
              key={`${state}-${size}`}
              id={`ri-${size}-${state}`}
              aria-label={`${state} ${size}`}
              size={size}
              defaultValue={state === "empty" || state === "invalid" ? null : 3}
              invalid={state === "invalid"}
              disabled={state === "disabled"}
              clearable={state === "chosen"}
            />
          )),
        )}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const [focused] = canvas
      .getAllByRole("radiogroup", { name: "focus md" })
      .map((g) => g.querySelectorAll<HTMLElement>("[role=radio]")[2]!);
    await forcePseudoStates(focused!);
    await expect(canvas.getAllByRole("img")).toHaveLength(values.length * sizes.length);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
