import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/MICE/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/mice" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "Korea's meeting place for the events industry",
    navLabel: "MICE Fair menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "Korea MICE Fair 2025 · Meetings, incentives, conventions and exhibitions",
    signIn: { name: "Sign in", href: "/mice/login?redirect=%2Fmice" },
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "국내 MICE 산업이 한자리에 모이는 곳",
    navLabel: "MICE 페어 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "코리아 MICE 페어 2025 · 회의, 포상관광, 컨벤션, 전시",
    signIn: { name: "로그인", href: "/mice/login?redirect=%2Fmice" },
  }),
};
