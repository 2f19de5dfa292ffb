import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormMessage, type FormMessageTone } from "./form-message";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const tones: readonly FormMessageTone[] = ["danger", "success", "info"];

const meta = {
  title: "Design System/Forms/FormMessage",
  component: FormMessage,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A form's own message: a failure no field can carry (`danger`, an alert read out at once), what was " +
      "done (`success`, a polite status) or a standing notice (`info`). Renders nothing while its text is " +
      "empty, so a form places it once and fills it when there is something to say.",
  ),
  argTypes: argControls({ radio: { tone: tones }, text: ["children"] }),
  args: { children: "The e-mail address is already in use by another account.", tone: "danger" },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed save: an alert in the danger tone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The e-mail address is already in use by another account.",
    );
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const Success: Story = {
  args: { tone: "success", children: "Your profile has been saved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Your profile has been saved.");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A standing notice: read in place, not announced. */
export const Info: Story = {
  args: { tone: "info", children: "There are no open time slots on this day." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("There are no open time slots on this day.");
  },
};

/** No text yet: the form keeps its place for the message but nothing is drawn or announced. */
export const Empty: Story = {
  args: { children: "" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="form-message"]')).toBeNull();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A long Korean failure with a list of what was refused, in a narrow form. */
export const LongKorean: Story = {
  globals: { locale: "ko" },
  render: () => (
    <div className="max-w-sm">
      <FormMessage>
        <p>시간대 3개를 추가하지 못했습니다. 이미 같은 시간에 등록된 상담 일정과 겹치는지 확인해 주세요.</p>
        <ul className="mt-1 list-disc pl-5">
          <li>2026년 5월 20일 오전 10:00 – 이미 등록된 시간대입니다</li>
          <li>2026년 5월 20일 오전 10:30 – 운영 시간이 아닙니다</li>
          <li>2026년 5월 21일 오후 2:00 – 이미 등록된 시간대입니다</li>
        </ul>
      </FormMessage>
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("시간대 3개를 추가하지 못했습니다.");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

/** The three tones with a short and a two-line message. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <div className="grid max-w-2xl grid-cols-2 gap-3 p-2">
      {tones.flatMap((tone) => [
        <FormMessage key={`${tone}-short`} tone={tone}>
          {`The ${tone} tone.`}
        </FormMessage>,
        <FormMessage key={`${tone}-long`} tone={tone}>
          {`The ${tone} tone with a message long enough to wrap onto a second line of the form.`}
        </FormMessage>,
      ])}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await expect(canvas.getAllByRole("note")).toHaveLength(2);
  },
};
