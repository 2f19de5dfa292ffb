import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Bleisure/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/bleisure"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "Make time for Seoul between meetings",
    "Bleisure menu",
    "Seoul Bleisure Tours · Short tours for business travellers",
  ],
  ko: ["회의 사이, 서울을 즐길 시간", "블레저 메뉴", "서울 블레저 투어 · 출장객을 위한 짧은 투어"],
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
