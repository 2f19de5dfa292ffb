import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../button";
import { Stepper, type StepperOrientation, type StepperProps, type StepperSize } from "./stepper";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const reservationSteps = [
  { id: "options", label: "Options", description: "Date and tickets" },
  { id: "travellers", label: "Travellers", description: "Names and passports" },
  { id: "payment", label: "Payment", description: "Card or bank transfer" },
  { id: "done", label: "Done", description: "Confirmation e-mail" },
];

const orientations: readonly StepperOrientation[] = ["horizontal", "vertical"];
const sizes: readonly StepperSize[] = ["sm", "md"];

const meta = {
  title: "Design System/Navigation/Stepper",
  component: Stepper,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Where a person is in a multi-step flow such as a reservation (Options, Travellers, Payment, Done; labels " +
      'by props). An ordered list; completed steps show a check, the current one has `aria-current="step"`, ' +
      "and “Step 2 of 4” is read first. `onStepClick` turns completed steps into buttons that go back. In a " +
      "narrow horizontal space only the current label stays visible (the others stay readable for screen readers).",
  ),
  argTypes: {
    ...argControls({ radio: { orientation: orientations, size: sizes }, text: ["label"], object: ["steps"] }),
    current: { control: { type: "number", min: 0, max: reservationSteps.length } },
  },
  args: { steps: reservationSteps, current: 1, orientation: "horizontal", size: "md" },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Progress" });
    await expect(list.tagName).toBe("OL");
    await expect(canvas.getByText("Step 2 of 4")).toHaveClass("sr-only");
    const items = canvas.getAllByRole("listitem");
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).toHaveTextContent("Options (completed)");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

export const Vertical: Story = {
  args: { orientation: "vertical", current: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Step 3 of 4")).toBeInTheDocument();
    await expect(canvas.getByText("Card or bank transfer")).toBeVisible();
  },
};

export const FirstStep: Story = { args: { current: 0 } };

/** Past the last step everything is completed and the position text is gone. */
export const AllDone: Story = {
  args: { current: reservationSteps.length },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Step \d of/)).toBeNull();
    await expect(canvas.getAllByRole("listitem").every((item) => !item.hasAttribute("aria-current"))).toBe(true);
  },
};

/** A wizard that lets people go back: completed steps are buttons (mouse, Enter, Space); later steps are not. */
export const ClickableCompletedSteps: Story = {
  args: { current: 2, onStepClick: fn() },
  render: function Render(args: StepperProps) {
    const [current, setCurrent] = useState(args.current);
    return (
      <div className="flex flex-col gap-6">
        <Stepper
          {...args}
          current={current}
          onStepClick={(index) => {
            args.onStepClick?.(index);
            setCurrent(index);
          }}
        />
        <div>
          <Button size="sm" onClick={() => setCurrent((step) => Math.min(step + 1, args.steps.length))}>
            Continue
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("button", { name: /completed/ })).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Options \(completed\)/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStepClick).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText("Step 2 of 4")).toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: /completed/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByText("Step 3 of 4")).toBeInTheDocument();
    canvas.getByRole("button", { name: /^Options \(completed\)/ }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onStepClick).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText("Step 1 of 4")).toBeInTheDocument();
  },
};

/** On a phone-wide space only the current label shows; the others stay in the list for screen readers. */
export const NarrowSpace: Story = {
  render: (args) => (
    <div className="w-80 border border-dashed border-border p-3">
      <Stepper {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Travellers")).toBeVisible();
    const options = canvas.getByText("Options").closest('[data-slot="stepper-label"]');
    await expect(options).toHaveClass("sr-only");
    await expect(canvas.getByRole("list", { name: "Progress" })).toHaveTextContent("Options (completed)");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    current: 1,
    label: "예약 단계",
    steps: [
      { label: "옵션 선택", description: "날짜와 인원" },
      { label: "여행자 정보", description: "이름과 여권 정보" },
      { label: "결제", description: "카드 또는 계좌이체" },
      { label: "예약 완료", description: "확인 메일 발송" },
    ],
  },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Stepper {...args} />
      <Stepper {...args} orientation="vertical" label="예약 단계 (세로)" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("전체 4단계 중 2단계")).toHaveLength(2);
    const list = canvas.getByRole("list", { name: "예약 단계" });
    await expect(list).toHaveTextContent("옵션 선택 (완료)");
    await expect(list).toHaveTextContent("결제 (진행 전)");
  },
};

/** Orientations x sizes, with a hovered and a focused clickable step: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: ["#stepper-md li:first-child button"],
    focusVisible: ["#stepper-md li:nth-child(2) button"],
  }),
  render: (args) => (
    <div className="flex flex-col gap-6">
      {sizes.map((size) => (
        <Stepper
          key={size}
          {...args}
          id={`stepper-${size}`}
          size={size}
          current={2}
          onStepClick={size === "md" ? () => {} : undefined}
          label={`horizontal ${size}`}
        />
      ))}
      <div className="flex gap-16">
        {sizes.map((size) => (
          <Stepper key={size} {...args} size={size} orientation="vertical" current={2} label={`vertical ${size}`} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("list", { name: /^(horizontal|vertical) / })).toHaveLength(4);
  },
};
