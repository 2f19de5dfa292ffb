import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/ROK-US/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/rok-us" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playMicrositeHome({
    heading: "See Korea with the ROK–US Friendship Tour",
    navLabel: "Friendship Tour menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "ROK–US Friendship Tour · Tours across Korea",
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "한미 우정 투어로 만나는 한국",
    navLabel: "우정 투어 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "한미 우정 투어 · 한국 곳곳을 잇는 투어",
  }),
};
