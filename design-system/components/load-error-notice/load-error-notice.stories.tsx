import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LoadErrorNotice } from "./load-error-notice";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const english = {
  title: "The reviews could not be loaded",
  detail: "The server took too long to answer. Check your connection and try again.",
  retryLabel: "Try again",
};

const korean = {
  title: "이 상품의 후기와 평점, 함께 구매한 상품 목록을 불러오지 못했습니다",
  detail:
    "서버가 응답하는 데 시간이 너무 오래 걸렸습니다. 인터넷 연결 상태를 확인한 뒤 잠시 후 다시 시도해 주세요. " +
    "문제가 계속되면 고객센터로 문의해 주시기 바랍니다.",
  retryLabel: "다시 시도",
};

const meta = {
  title: "Design System/Feedback/LoadErrorNotice",
  component: LoadErrorNotice,
  tags: ["autodocs"],
  parameters: componentDocs(
    "What a screen shows in place of a part that could not be loaded: the part, why (the server's message or " +
      "the feature's own words when the server never answered) and a retry button. All three texts come from " +
      'the caller\'s namespace; `retrySize="lg"` matches pages whose buttons are touch-sized.',
  ),
  argTypes: argControls({
    text: ["title", "detail", "retryLabel"],
    radio: { retrySize: ["sm", "md", "lg"] },
    none: ["onRetry"],
  }),
  args: { ...english, onRetry: fn() },
} satisfies Meta<typeof LoadErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(english.title);
    await expect(alert).toHaveTextContent(english.detail);
    const retry = canvas.getByRole("button", { name: "Try again" });
    // keyboard: the retry button is the first stop and answers Enter and Space
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(3);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** Long Korean words in a narrow column: the title and detail wrap, the button moves below them. */
export const LongKorean: Story = {
  globals: { locale: "ko" },
  args: korean,
  render: (args) => (
    <div className="max-w-sm">
      <LoadErrorNotice {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(korean.title);
    await expect(alert).toHaveTextContent(korean.detail);
    await userEvent.click(canvas.getByRole("button", { name: "다시 시도" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sizes = ["sm", "lg"] as const;
const states = ["rest", "hover", "focus"] as const;

/** Both retry sizes at rest, hovered and keyboard-focused (forced with pseudo states). */
export const Catalog: Story = {
  ...forcedStatesCatalog(
    {
      hover: sizes.map((size) => `#load-error-${size}-hover button`),
      focusVisible: sizes.map((size) => `#load-error-${size}-focus button`),
    },
    { fullscreen: true },
  ),
  render: (args) => (
    <div className="grid grid-cols-2 gap-3 p-2">
      {sizes.flatMap((size) =>
        states.map((state) => (
          <div key={`${size}-${state}`} id={`load-error-${size}-${state}`}>
            <LoadErrorNotice {...args} title={`${english.title} (${size}, ${state})`} retrySize={size} />
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("alert")).toHaveLength(sizes.length * states.length);
    announceStoryRendered();
  },
};

/** The same grid in the prepared dark theme, so its tokens are contrast-checked and guarded too. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
