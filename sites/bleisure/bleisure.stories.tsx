import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/Bleisure/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/bleisure" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "Make time for Seoul between meetings",
    navLabel: "Bleisure menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "Seoul Bleisure Tours · Short tours for business travellers",
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "회의 사이, 서울을 즐길 시간",
    navLabel: "블레저 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "서울 블레저 투어 · 출장객을 위한 짧은 투어",
  }),
};
