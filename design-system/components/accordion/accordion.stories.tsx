import type { Meta, StoryObj } from "@storybook/react-vite";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, fn, userEvent } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

/**
 * storybook-addon-pseudo-states rewrites `:hover`/`:focus-visible` rules when Storybook announces a render; the
 * vitest runner never announces one, so the Catalog does (a repeat is harmless in the Storybook UI).
 */
function forcePseudoStyles(storyId: string) {
  addons.getChannel().emit(STORY_RENDERED, storyId);
}

type Faq = { value: string; question: string; answer: string };

const faqEn: Faq[] = [
  {
    value: "deposit",
    question: "When do I have to pay for a bank transfer booking?",
    answer: "Please transfer the deposit within 3 days, or the order may be canceled. Confirmation takes 2–3 days.",
  },
  {
    value: "travellers",
    question: "How many travellers do I need?",
    answer: "At least 2 travellers per booking, each aged 14 or older.",
  },
  {
    value: "luggage",
    question: "How much luggage can I bring?",
    answer: "Up to 2 pieces per person; each extra piece costs $10.",
  },
  {
    value: "cancel",
    question: "Can I cancel a reservation after requesting cancellation?",
    answer: "A reservation with a pending cancellation request cannot be canceled again; we will reply soon.",
  },
];

const faqKo: Faq[] = [
  {
    value: "deposit",
    question: "무통장 입금은 언제까지 해야 하나요?",
    answer: "예약 후 3일 이내에 입금해 주세요. 기한이 지나면 주문이 취소될 수 있으며, 예약 확정까지 2~3일이 걸립니다.",
  },
  {
    value: "travellers",
    question: "최소 몇 명부터 예약할 수 있나요?",
    answer: "예약당 최소 2명부터 가능하며, 만 14세 이상만 참여할 수 있습니다.",
  },
  {
    value: "luggage",
    question: "수하물은 몇 개까지 가져갈 수 있나요?",
    answer: "1인당 2개까지 무료이며, 추가 수하물은 개당 $10입니다.",
  },
  {
    value: "cancel",
    question: "취소 요청한 예약을 다시 취소할 수 있나요?",
    answer: "취소 요청 중인 예약은 다시 취소할 수 없습니다. 곧 답변드리겠습니다.",
  },
];

type DemoProps = {
  type?: "single" | "multiple";
  items?: Faq[];
  onValueChange?: (value: string | string[]) => void;
};

/** The FAQ board: one question open at a time (or several with `multiple`). */
function FaqAccordion({ type = "single", items = faqEn, onValueChange }: DemoProps) {
  const body = items.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
  return type === "multiple" ? (
    <Accordion type="multiple" onValueChange={onValueChange} className="w-[32rem]">
      {body}
    </Accordion>
  ) : (
    <Accordion type="single" collapsible onValueChange={onValueChange} className="w-[32rem]">
      {body}
    </Accordion>
  );
}

const meta = {
  title: "Design System/Disclosure/Accordion",
  component: FaqAccordion,
  tags: ["autodocs"],
  parameters: componentDocs(
    'Radix Accordion for the FAQ boards: `Accordion type="single" collapsible` (one open at a time) or ' +
      '`type="multiple"` > `AccordionItem` > `AccordionTrigger` (a button in a heading; `headingLevel` fits ' +
      "the page outline) + `AccordionContent`. Enter or Space toggles, Up/Down move between questions, Home/End jump.",
  ),
  argTypes: argControls({ radio: { type: ["single", "multiple"] }, none: ["items"] }),
  args: { type: "single", onValueChange: fn() },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a question to read its answer; opening another closes the first. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const deposit = canvas.getByRole("button", { name: faqEn[0]!.question });
    const luggage = canvas.getByRole("button", { name: faqEn[2]!.question });
    await expect(deposit).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(deposit);
    await expect(deposit).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(faqEn[0]!.answer)).toBeVisible();
    await userEvent.click(luggage);
    await expect(deposit).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(faqEn[0]!.answer)).not.toBeInTheDocument();
    await expect(canvas.getByText(faqEn[2]!.answer)).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("luggage");
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** Keyboard: Enter opens, Space closes, arrows move between questions (wrapping), Home/End jump. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const q = (i: number) => canvas.getByRole("button", { name: faqEn[i]!.question });
    await userEvent.tab();
    await expect(q(0)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(q(0)).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    await expect(q(0)).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowDown}");
    await expect(q(1)).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(q(3)).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(q(0)).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(q(3)).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(q(3)).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: faqEn[3]!.question })).toHaveTextContent(faqEn[3]!.answer);
  },
};

/** `multiple`: several answers stay open together. */
export const Multiple: Story = {
  args: { type: "multiple" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: faqEn[0]!.question }));
    await userEvent.click(canvas.getByRole("button", { name: faqEn[1]!.question }));
    await expect(canvas.getByText(faqEn[0]!.answer)).toBeVisible();
    await expect(canvas.getByText(faqEn[1]!.answer)).toBeVisible();
  },
};

/** The FAQ in Korean: long questions wrap and the chevron stays at the top. */
export const KoreanFaq: Story = {
  globals: { locale: "ko" },
  args: { items: faqKo },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: faqKo[0]!.question }));
    await expect(canvas.getByText(faqKo[0]!.answer)).toBeVisible();
  },
};

/** A question that cannot be opened (e.g. while the answer is being written). */
export const DisabledItem: Story = {
  render: () => (
    <Accordion type="single" collapsible className="w-[32rem]">
      <AccordionItem value="a" disabled>
        <AccordionTrigger>{faqEn[0]!.question}</AccordionTrigger>
        <AccordionContent>{faqEn[0]!.answer}</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>{faqEn[1]!.question}</AccordionTrigger>
        <AccordionContent>{faqEn[1]!.answer}</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole("button", { name: faqEn[0]!.question });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute("aria-expanded", "false");
  },
};

/** Closed, open, hovered, focused, disabled, and a long Korean question, in one picture. */
export const Catalog: Story = {
  parameters: {
    controls: { disable: true },
    pseudo: {
      // the vitest runner has no #storybook-root, the addon's default root
      rootSelector: "body",
      hover: ["[data-catalog] [data-hover] button"],
      focusVisible: ["[data-catalog] [data-focus] button"],
    },
  },
  render: () => (
    <Accordion data-catalog type="multiple" defaultValue={["open", "korean"]} className="w-[32rem]">
      <AccordionItem value="closed">
        <AccordionTrigger>Closed</AccordionTrigger>
        <AccordionContent>Hidden</AccordionContent>
      </AccordionItem>
      <AccordionItem value="open">
        <AccordionTrigger>Open</AccordionTrigger>
        <AccordionContent>{faqEn[0]!.answer}</AccordionContent>
      </AccordionItem>
      <AccordionItem value="hover" data-hover="">
        <AccordionTrigger>Hover</AccordionTrigger>
        <AccordionContent>Hidden</AccordionContent>
      </AccordionItem>
      <AccordionItem value="focus" data-focus="">
        <AccordionTrigger>Focus</AccordionTrigger>
        <AccordionContent>Hidden</AccordionContent>
      </AccordionItem>
      <AccordionItem value="disabled" disabled>
        <AccordionTrigger>Disabled</AccordionTrigger>
        <AccordionContent>Hidden</AccordionContent>
      </AccordionItem>
      <AccordionItem value="korean">
        <AccordionTrigger>{`${faqKo[0]!.question} ${faqKo[3]!.question} ${faqKo[1]!.question}`}</AccordionTrigger>
        <AccordionContent>{faqKo[0]!.answer}</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas, canvasElement, id }) => {
    forcePseudoStyles(id);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    // the open panels only (the app-wide toaster is a region too)
    await expect(
      canvasElement.querySelectorAll('[data-slot="accordion"] [role="region"][data-state="open"]'),
    ).toHaveLength(2);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
