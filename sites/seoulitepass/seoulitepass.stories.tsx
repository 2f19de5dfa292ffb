import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Seoulite Pass/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/seoulitepass"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: ["One pass for your days in Seoul", "Seoulite Pass menu", "Seoulite Pass · The visitor pass for Seoul"],
  ko: ["서울 여행을 위한 패스 한 장", "서울라이트 패스 메뉴", "서울라이트 패스 · 서울 방문객 패스"],
  signInHref: "/seoulitepass/login?redirect=%2Fseoulitepass",
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
