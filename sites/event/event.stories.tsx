import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/Event/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/event" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "K-Travel Festival Week",
    navLabel: "Events menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "K-Travel Festival Week 2025 · Autumn festivals in Korea",
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "K-Travel 축제 주간",
    navLabel: "이벤트 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "K-Travel 축제 주간 2025 · 한국의 가을 축제",
  }),
};
