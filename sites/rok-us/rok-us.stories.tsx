import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/ROK-US/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/rok-us"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "See Korea with the ROK–US Friendship Tour",
    "Friendship Tour menu",
    "ROK–US Friendship Tour · Tours across Korea",
  ],
  ko: ["한미 우정 투어로 만나는 한국", "우정 투어 메뉴", "한미 우정 투어 · 한국 곳곳을 잇는 투어"],
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
