import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/MICE/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/mice"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "Korea's meeting place for the events industry",
    "MICE Fair menu",
    "Korea MICE Fair 2025 · Meetings, incentives, conventions and exhibitions",
  ],
  ko: ["국내 MICE 산업이 한자리에 모이는 곳", "MICE 페어 메뉴", "코리아 MICE 페어 2025 · 회의, 포상관광, 컨벤션, 전시"],
  signInHref: "/mice/login?redirect=%2Fmice",
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
