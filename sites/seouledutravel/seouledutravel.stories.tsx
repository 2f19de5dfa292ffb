import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/Seoul Edu Travel/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/seouledutravel" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "Bring your school to Seoul",
    navLabel: "Education trip menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "Seoul Education Trip Programme · School trips to Seoul",
    signIn: { name: "Sign in", href: "/seouledutravel/login?redirect=%2Fseouledutravel" },
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "여러분의 학교를 서울로 초대합니다",
    navLabel: "교육여행 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "서울 교육여행 프로그램 · 해외 학교의 서울 교육여행",
    signIn: { name: "로그인", href: "/seouledutravel/login?redirect=%2Fseouledutravel" },
  }),
};
