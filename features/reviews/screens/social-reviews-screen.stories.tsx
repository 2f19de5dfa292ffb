import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { socialHandlers, socialReviewsApi } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SocialReviewsScreen } from "./social-reviews-screen";

const meta = {
  title: "Features/Reviews/SocialReviewsScreen",
  component: SocialReviewsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { newRequest: "/review-request", request: (id: number) => `/review-request/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/user/social-review" },
    msw: { handlers: socialReviewsApi().handlers },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof SocialReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each request with its status; an approval shows the points, a rejection the operator's reason. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByRole("article", {}, { timeout: 5000 });
    await expect(rows).toHaveLength(3);
    const [pending, approved, rejected] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(pending).getByText("Under review")).toBeVisible();
    await expect(within(pending).getByText("Instagram")).toBeVisible();
    await expect(within(pending).getByRole("link", { name: /Change the link/ })).toHaveAttribute(
      "href",
      "/review-request/41",
    );
    await expect(within(approved).getByText("Approved")).toBeVisible();
    await expect(within(approved).getByText("+1,000 P granted")).toBeVisible();
    await expect(within(rejected).getByText("Rejected")).toBeVisible();
    await expect(rejected).toHaveTextContent("The video is private");
    await expect(within(rejected).getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      "/review-request/39",
    );
    await expect(canvas.getByRole("link", { name: "Send a review link" })).toHaveAttribute("href", "/review-request");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [socialHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No review links sent yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Send a review link" })).toHaveLength(2);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article", {}, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 1, name: "내 SNS 리뷰" })).toBeVisible();
    await expect(canvas.getByText("검토 중")).toBeVisible();
    await expect(canvas.getByText("+1,000 P 지급")).toBeVisible();
  },
};
