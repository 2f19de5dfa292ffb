import { alertStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { dueProgramme, overdueProgramme, storyApplication } from "../mocks/fixtures";
import { eduApi, listHandlers } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { MyPageScreen } from "./my-page-screen";

const meta = {
  title: "Features/Applications/MyPageScreen",
  component: MyPageScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta(
    "/seouledutravel/mypage",
    eduApi({
      applications: [
        storyApplication("draft", { id: 31 }),
        storyApplication("approved", { id: 22, programme: dueProgramme }),
        storyApplication("approved", { id: 12, programme: overdueProgramme }),
      ],
    }).handlers,
  ),
} satisfies Meta<typeof MyPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft to finish, a report due and one overdue: the most pressing first, each with its way on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const attention = await canvas.findByRole("region", { name: "Needs your attention" });
    const items = within(attention).getAllByRole("listitem");
    await expect(items.map((item) => item.dataset.attention)).toEqual(["report_overdue", "report_due", "draft"]);
    await expect(within(items[0] as HTMLElement).getByText("Your trip report is overdue")).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByRole("link", { name: /Send the report/ })).toHaveAttribute(
      "href",
      "/seouledutravel/report/submit/12",
    );
    await expect(within(items[2] as HTMLElement).getByRole("link", { name: /Continue the draft/ })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration?id=31",
    );
    const list = canvas.getByRole("region", { name: "My applications" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  },
};

/** The office asked for more: the message is one click away. */
export const InformationRequested: Story = {
  parameters: {
    msw: { handlers: eduApi({ applications: [storyApplication("info_requested", { id: 31 })] }).handlers },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The programme office asked for more information")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Add the information/ })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration?id=31",
    );
  },
};

export const NothingPending: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [storyApplication("under_review", { id: 31 })] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Nothing needs your attention right now.")).toBeVisible();
    await expect(canvas.getByText("Under review")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: eduApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "You have not applied yet" })).toBeVisible();
  },
};

export const ServerError: Story = alertStory([listHandlers.error], "We couldn't load your applications.");

export const SessionEnded: Story = {
  parameters: { msw: { handlers: [listHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "확인이 필요한 일" })).toBeVisible();
    await expect(canvas.getByText("여행 보고서 제출 기한이 지났습니다")).toBeVisible();
  },
};
