import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { RegisterChoiceScreen } from "./register-choice-screen";

const meta = {
  title: "Features/Accreditation/RegisterChoiceScreen",
  component: RegisterChoiceScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: {
      buyer: "/sitmmt/ppipsa/register/buyer",
      sellerDomestic: "/sitmmt/ppipsa/register/seller_domestic",
      sellerOverseas: "/sitmmt/ppipsa/register/seller_overseas",
      signIn: "/sitmmt/ppipsa/login",
    },
  },
  argTypes: { paths: { control: false } },
  parameters: { layout: "fullscreen", route: { path: "/sitmmt/ppipsa/register" } },
} satisfies Meta<typeof RegisterChoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer, seller in Korea or seller from abroad, each to its own registration form; in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "트래블마트 회원가입" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "바이어" })).toHaveAttribute("href", "/sitmmt/ppipsa/register/buyer");
    await expect(canvas.getByRole("link", { name: "국내 셀러" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/register/seller_domestic",
    );
    await expect(canvas.getByRole("link", { name: "해외 셀러" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/register/seller_overseas",
    );
  },
};
