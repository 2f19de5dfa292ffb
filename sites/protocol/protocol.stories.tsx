import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/Protocol/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/protocol" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "Official visits to Korea, handled with care",
    navLabel: "Protocol menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "Protocol Tours · Official visits to Korea",
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "세심하게 준비하는 공식 방한 일정",
    navLabel: "의전 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "의전 투어 · 공식 방한 지원",
  }),
};
