import { signedInStory } from "@blocks/feature-kit";
import { toastStore } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN, filedRecord, meetings } from "../mocks/fixtures";
import { recordApi } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MeetingRecordScreen } from "./meeting-record-screen";

const SCHEDULE = "/sitmmt/ppipsa/mypage/meetings";
const fresh = recordApi(meetings.pastOpen);
const notHeld = recordApi(meetings.pastOpen);

const meta = {
  title: "Features/Meetings/MeetingRecordScreen",
  component: MeetingRecordScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    meetingId: String(meetings.pastOpen.id),
    paths: { schedule: SCHEDULE, application: "/sitmmt/ppipsa/mypage/business/application" },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `${SCHEDULE}/${meetings.pastOpen.id}/record`, pattern: `${SCHEDULE}/:meetingId/record` },
    msw: { handlers: fresh.handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN, () => toastStore.dismiss()),
} satisfies Meta<typeof MeetingRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who and when at the top; every answer filled in, saved, and back to the schedule. */
export const FillAndSave: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole("region", { name: "Meeting with Gangnam Skin Clinic" }, { timeout: 5000 });
    await expect(summary).toHaveTextContent("Fri, May 8, 2026 · 10:30 KST · 06:30 in Almaty");
    await expect(summary).toHaveTextContent("A-06");
    const yes = await canvas.findByRole("radio", { name: "Yes" });
    await userEvent.click(canvas.getByRole("button", { name: "Save record" }));
    await expect(await canvas.findByText("Please choose whether the meeting took place.")).toBeVisible();

    await userEvent.click(yes);
    await userEvent.click(canvas.getByRole("radio", { name: "Pre-arranged meeting" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Main content/ }), "Group skin care packages");
    const group = (name: RegExp) => within(canvas.getByRole("radiogroup", { name }));
    await userEvent.click(group(/^Future contract possibility/).getByRole("radio", { name: "High" }));
    await userEvent.click(group(/^Client importance/).getByRole("radio", { name: "Medium" }));
    await userEvent.click(canvas.getByRole("radio", { name: "1,000 - 5,000" }));
    await userEvent.click(canvas.getByRole("radio", { name: "USD 10,001 - 30,000" }));
    await expect(canvas.getByRole("radio", { name: "Over USD 100,001" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "4 - Satisfied" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save record" }));

    await waitFor(() => expect(screen.getByText("Your meeting record is saved.")).toBeVisible());
    await expect(await canvas.findByRole("heading", { name: `Page: ${SCHEDULE}` })).toBeVisible();
    await expect(fresh.saved).toEqual([
      {
        took_place: true,
        not_held_reason: "",
        meeting_type: "pre_arranged",
        main_content: "Group skin care packages",
        contract_possibility: "high",
        client_importance: "medium",
        visitor_scale: "1000_5000",
        contract_amount: "10001_30000",
        satisfaction: 4,
        comment: "",
      },
    ]);
    toastStore.dismiss();
  },
};

/** It did not take place: only the reason is asked, and only the reason is sent. */
export const DidNotTakePlace: Story = {
  parameters: { msw: { handlers: notHeld.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "No" }, { timeout: 5000 }));
    await expect(canvas.queryByRole("radio", { name: "Pre-arranged meeting" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save record" }));
    const reason = canvas.getByRole("textbox", { name: /^Why did it not take place/ });
    await expect(reason).toHaveAccessibleDescription(/Please enter why the meeting did not take place\./);
    await userEvent.type(reason, "The buyer's flight was cancelled.");
    await userEvent.click(canvas.getByRole("button", { name: "Save record" }));
    await waitFor(() => expect(notHeld.saved).toHaveLength(1));
    await expect(notHeld.saved[0]).toMatchObject({
      took_place: false,
      not_held_reason: "The buyer's flight was cancelled.",
      meeting_type: null,
      satisfaction: null,
    });
    await canvas.findByRole("heading", { name: `Page: ${SCHEDULE}` });
    toastStore.dismiss();
  },
};

/** A meeting still ahead: a notice instead of the form, and the way back. */
export const TooEarly: Story = {
  args: { meetingId: String(meetings.confirmed.id) },
  parameters: {
    route: { path: `${SCHEDULE}/${meetings.confirmed.id}/record`, pattern: `${SCHEDULE}/:meetingId/record` },
    msw: { handlers: recordApi(meetings.confirmed).handlers },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Meeting with Hanbit Hospital" }, { timeout: 5000 });
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "The meeting record can be filed once the meeting has started.",
    );
    await expect(canvas.queryByRole("button", { name: "Save record" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to my schedule" })).toHaveAttribute("href", SCHEDULE);
  },
};

/** A record already filed, opened to correct it, in Korean. */
export const KoreanFiled: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: recordApi(meetings.pastOpen, filedRecord).handlers } },
  play: async ({ canvas }) => {
    // the meeting was asked for in Korean (lang=ko): the company by its Korean name
    await canvas.findByRole("region", { name: "강남피부과의원와(과)의 미팅" }, { timeout: 5000 });
    await expect(await canvas.findByRole("radio", { name: "예" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^주요 내용/ })).toHaveValue(filedRecord.main_content);
    await expect(canvas.getByRole("radio", { name: "USD 10,001 ~ 30,000" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "4 - 만족" })).toBeChecked();
  },
};
