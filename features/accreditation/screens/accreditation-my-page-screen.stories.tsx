import { signedInStory } from "@blocks/feature-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN, profileFixture, sellerProfileFixture } from "../mocks/fixtures";
import { myBusinessApi } from "../mocks/handlers";
import { AccreditationMyPageScreen } from "./accreditation-my-page-screen";

const meta = {
  title: "Features/Accreditation/AccreditationMyPageScreen",
  component: AccreditationMyPageScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: {
      application: "/sitmmt/ppipsa/mypage/business/application",
      confirm: "/sitmmt/ppipsa/business/application/confirm",
      businessList: "/sitmmt/ppipsa/business/list",
      myMeetings: "/sitmmt/ppipsa/mypage/meetings",
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/ppipsa/mypage" },
    msw: { handlers: myBusinessApi(profileFixture, { role: "buyer" }).handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN),
} satisfies Meta<typeof AccreditationMyPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An approved buyer: the account, the company and what approval opens: the business list and the meetings. */
export const Approved: Story = {
  play: async ({ canvas }) => {
    const application = await canvas.findByRole("region", { name: "SITMMT" }, { timeout: 5000 });
    await expect(within(application).getByText("Approved")).toBeVisible();
    await expect(within(application).getByRole("link", { name: "Business list" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/business/list",
    );
    await expect(within(application).getByRole("link", { name: "My meetings" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage/meetings",
    );
    await expect(canvas.getByRole("region", { name: "Account" })).toHaveTextContent("Buyer");
    const company = canvas.getByRole("region", { name: "Company" });
    await expect(company).toHaveTextContent("Kazakhstan · Almaty");
    await expect(within(company).getByRole("link", { name: "Edit profile" })).toBeVisible();
    await expect(within(application).queryByRole("button", { name: "Withdraw the application" })).toBeNull();
  },
};

const waiting = myBusinessApi(sellerProfileFixture, { role: "seller", origin: "domestic" });

/**
 * A seller waiting for the organiser: what that means, and withdrawing after a confirm prompt; the page then
 * says the application is withdrawn and offers to apply again.
 */
export const SubmittedAndWithdrawn: Story = {
  parameters: { msw: { handlers: waiting.handlers } },
  play: async ({ canvas }) => {
    const application = await canvas.findByRole("region", { name: "SITMMT" }, { timeout: 5000 });
    await expect(within(application).getByText("Waiting for the organiser")).toBeVisible();
    await expect(application).toHaveTextContent("waiting for the organiser's decision");
    await expect(canvas.getByRole("region", { name: "Account" })).toHaveTextContent("Seller in Korea");
    await expect(canvas.getByRole("region", { name: "Company" })).toHaveTextContent("A-01");
    await userEvent.click(within(application).getByRole("button", { name: "Withdraw the application" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw your application?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await expect(await screen.findByText("Your application was withdrawn.")).toBeInTheDocument();
    await expect(await within(application).findByText("Withdrawn")).toBeVisible();
    // the confirmation leaves by itself (and before the screenshot)
    await waitFor(() => expect(screen.queryByText("Your application was withdrawn.")).toBeNull(), { timeout: 4000 });
    await expect(within(application).getByRole("link", { name: "Apply for this year's mart" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/business/application/confirm",
    );
  },
};
