import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { FairScope } from "@blocks/fair-scope";
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

const MICE_PATHS = {
  visitor: "/mice/register/visitor",
  buyer: "/mice/register/buyer",
  sellerDomestic: "/mice/register/seller_domestic",
  sellerOverseas: "/mice/register/seller_overseas",
  signIn: "/mice/login",
};

/** The MICE fair's classification: a visitor first, then the companies, in the fair's words. */
export const MiceFair: Story = {
  args: { paths: MICE_PATHS },
  decorators: [
    (Story) => (
      <FairScope value="mice">
        <Story />
      </FairScope>
    ),
  ],
  parameters: { route: { path: "/mice/register" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Register for the fair" })).toBeVisible();
    const links = canvas.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/mice/register"));
    await expect(links.map((link) => link.textContent)).toEqual([
      "Visitor",
      "Buyer",
      "Seller in Korea",
      "Seller from abroad",
    ]);
    await expect(canvas.getByText(/Korean convention bureaus, venues, hotels/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/mice/login");
  },
};

/** `/mice/register/seller`: where the seller is based decides the account; only the two sellers are offered. */
export const MiceSellers: Story = {
  args: {
    intro: "seller",
    paths: {
      sellerDomestic: MICE_PATHS.sellerDomestic,
      sellerOverseas: MICE_PATHS.sellerOverseas,
      signIn: MICE_PATHS.signIn,
    },
  },
  decorators: MiceFair.decorators,
  parameters: { route: { path: "/mice/register/seller" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Register as a seller" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Visitor" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Buyer" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Seller from abroad" })).toHaveAttribute(
      "href",
      MICE_PATHS.sellerOverseas,
    );
  },
};
