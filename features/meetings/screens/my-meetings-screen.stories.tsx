import { signedInStory } from "@blocks/feature-kit";
import { FairScope } from "@blocks/fair-scope";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { apiError } from "@blocks/mock-api";
import { http } from "msw";
import { MY_SLOTS_PATH } from "../api/list-my-slots";
import { MEETINGS_PATH } from "../api/list-my-meetings";
import { toastStore } from "@ds";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN, meetings } from "../mocks/fixtures";
import { scheduleApi, scheduleHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyMeetingsScreen } from "./my-meetings-screen";

const schedule = scheduleApi();

const meta = {
  title: "Features/Meetings/MyMeetingsScreen",
  component: MyMeetingsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: {
      record: (id: number) => `/sitmmt/ppipsa/mypage/meetings/${id}/record`,
      application: "/sitmmt/ppipsa/mypage/business/application",
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/ppipsa/mypage/meetings" },
    msw: { handlers: schedule.handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN, () => toastStore.dismiss()),
} satisfies Meta<typeof MyMeetingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext["canvas"];
const row = async (canvas: Canvas, time: string) => canvas.findByRole("article", { name: time }, { timeout: 5000 });
const meetingOf = (container: HTMLElement, name: string) => within(container).getByRole("listitem", { name });

/**
 * May 20 as the buyer from Almaty sees it: a confirmed meeting, a request waiting for an answer beside one it sent,
 * a meeting the organiser arranged, and a seller asking to cancel. Declining asks for a reason first; confirming
 * the waiting request turns it into a confirmed meeting.
 */
export const DayWithMeetings: Story = {
  play: async ({ canvas }) => {
    const first = await row(canvas, "10:00–10:30 KST");
    await expect(canvas.getByRole("tab", { selected: true })).toHaveTextContent("Wed, May 20, 2026");
    await expect(first).toHaveTextContent("Your time: 06:00–06:30 in Almaty");
    await expect(within(meetingOf(first, "Meeting with Hanbit Hospital")).getByText("Confirmed")).toBeVisible();

    const matched = meetingOf(await row(canvas, "11:00–11:30 KST"), "Meeting with Berlin MedTech GmbH");
    await expect(within(matched).getByText("Arranged by the organiser")).toBeVisible();
    await expect(matched).toHaveTextContent("Their time04:00–04:30 in Berlin");

    const asked = meetingOf(await row(canvas, "11:30–12:00 KST"), "Meeting with Jeju Wellness Resort");
    await expect(within(asked).getByText("Asks to cancel")).toBeVisible();
    await expect(within(asked).getByRole("button", { name: "Accept cancellation" })).toBeVisible();

    const shared = await row(canvas, "10:30–11:00 KST");
    const sent = meetingOf(shared, "Meeting with Seoul Eye Center");
    await expect(within(sent).getByText("Awaiting reply")).toBeVisible();
    const incoming = meetingOf(shared, "Meeting with Mirae Dental Clinic");
    await expect(within(incoming).getByText("Waiting for you")).toBeVisible();

    await userEvent.click(within(incoming).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the request from Mirae Dental Clinic" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await expect(within(dialog).getByText("Please enter the reason.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(schedule.writes.actions).toEqual([]);

    await userEvent.click(within(incoming).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(
        within(
          meetingOf(canvas.getByRole("article", { name: "10:30–11:00 KST" }), "Meeting with Mirae Dental Clinic"),
        ).getByText("Confirmed"),
      ).toBeVisible(),
    );
    await expect(schedule.writes.actions).toEqual([{ id: meetings.incoming.id, action: "confirm", reason: "" }]);
    await expect(canvas.getByRole("status")).toHaveTextContent("The meeting with Mirae Dental Clinic is confirmed.");
    const unavailable = within(canvas.getByRole("article", { name: "14:30–15:00 KST" })).getByRole("switch", {
      name: "Not available",
    });
    await expect(unavailable).not.toBeChecked();
    await userEvent.click(unavailable);
    await waitFor(() => expect(schedule.writes.availability).toEqual([[206, true]]));
    await waitFor(() => expect(unavailable).toHaveAccessibleName("Available"));
    await expect(unavailable).toBeChecked();
  },
};

/** A company whose application is not approved yet: the reason and the way to the application. */
export const NotApproved: Story = {
  parameters: { msw: { handlers: scheduleHandlers.notParticipant } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Your application is not approved yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See my application" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage/business/application",
    );
    await expect(canvas.queryByRole("button", { name: "Download agenda (.ics)" })).not.toBeInTheDocument();
  },
};

/** In Korean, the companies named in Korean, and on the day already held: the record to file and the one filed. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: scheduleApi().handlers } },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole("article", { name: "한국 시간 10:00–10:30" }, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 1, name: "나의 미팅 일정" })).toBeVisible();
    // the list was asked for in Korean (lang=ko), so the server's Korean names show
    await expect(meetingOf(first, "한빛병원와(과)의 미팅")).toBeVisible();
    await expect(canvas.queryByText(/Hanbit Hospital/)).not.toBeInTheDocument();
    await expect(canvas.getByText("내 답변 필요")).toBeVisible();
    await expect(canvas.getByText("주최 측 매칭")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: /2026년 5월 8일/ }));
    const held = await canvas.findByRole("article", { name: "한국 시간 10:30–11:00" });
    await expect(within(held).getByRole("link", { name: "미팅 결과 보고하기" })).toHaveAttribute(
      "href",
      `/sitmmt/ppipsa/mypage/meetings/${meetings.pastOpen.id}/record`,
    );
    await expect(
      within(canvas.getByRole("article", { name: "한국 시간 10:00–10:30" })).getByText("결과 보고 완료"),
    ).toBeVisible();
  },
};

/** The fairs each of these calls was asked for (`?fair=`; none for the mart). */
const askedFairs: (string | null)[] = [];
const notParticipantAtFair = () => {
  const refuse = ({ request }: { request: Request }) => {
    askedFairs.push(new URL(request.url).searchParams.get("fair"));
    return apiError(403, "NOT_PARTICIPANT", MEETING_MESSAGES.notParticipant);
  };
  return [http.get(MY_SLOTS_PATH, refuse), http.get(MEETINGS_PATH, refuse)];
};

/**
 * The same screen on the MICE fair's site: it asks for the fair's schedule (`?fair=mice`) and speaks of the fair,
 * here to a company the fair has not approved yet.
 */
export const AtTheMiceFair: Story = {
  decorators: [
    (Story) => (
      <FairScope value="mice">
        <Story />
      </FairScope>
    ),
  ],
  args: {
    paths: {
      record: (id: number) => `/mice/mypage/meetings/${id}/record`,
      application: "/mice/application/registration",
    },
  },
  parameters: { route: { path: "/mice/mypage/meetings" }, msw: { handlers: notParticipantAtFair() } },
  beforeEach: () => {
    askedFairs.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Your application is not approved yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/approves your company's application for this year's fair\./)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See my application" })).toHaveAttribute(
      "href",
      "/mice/application/registration",
    );
    await expect(askedFairs.length).toBeGreaterThan(0);
    await expect(new Set(askedFairs)).toEqual(new Set(["mice"]));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scheduleHandlers.error } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your schedule.");
    await expect(alert).toHaveTextContent("The meeting planner is being updated.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
