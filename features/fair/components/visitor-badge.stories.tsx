import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { checkedInFixture, editionFixture, editionKoFixture, registrationFixture } from "../mocks/fixtures";
import { VisitorBadge } from "./visitor-badge";

const meta = {
  title: "Features/Fair/VisitorBadge",
  component: VisitorBadge,
  tags: ["autodocs"],
  args: { registration: registrationFixture, edition: editionFixture },
  argTypes: { registration: { control: false }, edition: { control: false } },
} satisfies Meta<typeof VisitorBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fair's messages load on first use: the badge appears once they are there. */
const WAIT = { timeout: 5000 };

/** The badge as the entrance reads it: the fair, the person, the QR code of the badge's code and its number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, WAIT);
    await expect(within(badge).getByText("Visitor")).toBeVisible();
    await expect(within(badge).getByText("Emma Laurent")).toBeVisible();
    await expect(within(badge).getByText("MF26-V-00501")).toBeVisible();
    const qr = within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" });
    await expect(qr).toBeVisible();
    await expect(qr.closest("[data-slot=qr-code]")).toHaveClass("lite");
    await expect(badge).not.toHaveTextContent("Checked in");
  },
};

export const CheckedIn: Story = {
  args: { registration: checkedInFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Checked in December 30, 2026 at 9:42 AM", {}, WAIT)).toBeVisible();
  },
};

/** Without the edition (it could not be read) the badge still carries everything the entrance needs. */
export const WithoutTheEdition: Story = {
  args: { edition: null },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Entry badge of Emma Laurent" }, WAIT);
    await expect(within(badge).getByText("MICE Fair")).toBeVisible();
    await expect(within(badge).getByRole("img", { name: "QR code of badge MF26-V-00501" })).toBeVisible();
  },
};

/** A long name and organisation wrap inside the badge. */
export const LongNames: Story = {
  args: {
    registration: {
      ...registrationFixture,
      name: "Maria Fernanda de los Santos Albuquerque-Whitmore",
      organisation: "International Association of Professional Congress and Destination Management Organisers",
    },
  },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: /^Entry badge of Maria Fernanda/ }, WAIT);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { edition: editionKoFixture, registration: checkedInFixture },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("article", { name: "Emma Laurent 님의 출입 배지" }, WAIT);
    await expect(within(badge).getByText("참관객")).toBeVisible();
    await expect(within(badge).getByText("배지 번호")).toBeVisible();
    await expect(badge).toHaveTextContent(/2026년 12월 30일 0?9:42 입장 확인/);
  },
};
