import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Protocol/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/protocol"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: ["Official visits to Korea, handled with care", "Protocol menu", "Protocol Tours · Official visits to Korea"],
  ko: ["세심하게 준비하는 공식 방한 일정", "의전 메뉴", "의전 투어 · 공식 방한 지원"],
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
