import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/Seoulite Pass/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/seoulitepass" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "One pass for your days in Seoul",
    navLabel: "Seoulite Pass menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "Seoulite Pass · The visitor pass for Seoul",
    signIn: { name: "Sign in", href: "/seoulitepass/login?redirect=%2Fseoulitepass" },
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "서울 여행을 위한 패스 한 장",
    navLabel: "서울라이트 패스 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "서울라이트 패스 · 서울 방문객 패스",
    signIn: { name: "로그인", href: "/seoulitepass/login?redirect=%2Fseoulitepass" },
  }),
};
