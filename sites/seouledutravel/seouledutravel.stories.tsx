import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Seoul Edu Travel/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/seouledutravel"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: ["Bring your school to Seoul", "Education trip menu", "Seoul Education Trip Programme · School trips to Seoul"],
  ko: ["여러분의 학교를 서울로 초대합니다", "교육여행 메뉴", "서울 교육여행 프로그램 · 해외 학교의 서울 교육여행"],
  signInHref: "/seouledutravel/login?redirect=%2Fseouledutravel",
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;
