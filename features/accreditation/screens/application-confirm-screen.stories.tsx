import { signedInStory } from "@blocks/feature-kit";
import { MART_MESSAGES } from "@contracts/mart";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN, profileFixture } from "../mocks/fixtures";
import { myBusinessApi } from "../mocks/handlers";
import { ApplicationConfirmScreen } from "./application-confirm-screen";

const conflict = myBusinessApi(
  { ...profileFixture, application: null },
  {
    role: "buyer",
    applyConflict: "ALREADY_APPLIED",
  },
);

const meta = {
  title: "Features/Accreditation/ApplicationConfirmScreen",
  component: ApplicationConfirmScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { edit: "/sitmmt/ppipsa/mypage/business/application", myPage: "/sitmmt/ppipsa/mypage" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/ppipsa/business/application/confirm" },
    msw: { handlers: conflict.handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN),
} satisfies Meta<typeof ApplicationConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The saved profile read back, then "Apply": the business agreement is required; with it ticked, the server says
 * the company already applied (another tab, a colleague), which the page says plainly with the way to the
 * company's page.
 */
export const AlreadyApplied: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Apply for SITMMT" }, { timeout: 5000 }),
    ).toBeVisible();
    const profile = await canvas.findByRole("region", { name: "Your company profile" }, { timeout: 5000 });
    await expect(profile).toHaveTextContent("Almaty MedTravel");
    await expect(profile).toHaveTextContent("Kazakhstan");
    await expect(profile).toHaveTextContent("Yes, 2 times");
    await userEvent.type(canvas.getByLabelText(/^Message to the organiser/), "Eye clinics in Seoul, please.");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByText("Please agree to the business agreement.")).toBeVisible();
    await expect(conflict.applied).toHaveLength(0);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^I agree to the business agreement/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(`Your application was not sent. ${MART_MESSAGES.alreadyApplied}`);
    await expect(within(alert).getByRole("link", { name: "Go to my page" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage",
    );
    await expect(conflict.applied.at(-1)).toEqual({ agree_business: true, message: "Eye clinics in Seoul, please." });
  },
};
