import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { sessionsFixture } from "../mocks/edition-fixtures";
import {
  editorApi,
  editorErrorHandlers,
  editorLoadingHandlers,
  editorUnauthorizedHandlers,
} from "../mocks/edition-handlers";
import { EDITOR_PATHS, editorStoryMeta } from "../mocks/edition-story-meta";
import { AdminConferenceScreen } from "./admin-conference-screen";

const meta = {
  title: "Features/Fair/Admin/AdminConferenceScreen",
  component: AdminConferenceScreen,
  tags: ["autodocs"],
  ...editorStoryMeta(EDITOR_PATHS.conference),
} satisfies Meta<typeof AdminConferenceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_DAY = "Wed, June 10, 2026";
const SECOND_DAY = "Thu, June 11, 2026";

const dialogNamed = async (name: string) => within(await screen.findByRole("dialog", { name }));
const daySection = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("region", { name }, { timeout: 5000 }));

/** The programme by day: each day's sessions in order with their rooms and speakers, a day without any said so. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Conference programme" }, { timeout: 5000 }),
    ).toBeVisible();
    const first = await daySection(canvasElement, FIRST_DAY);
    const rows = first.getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^10:30–11:30Business events after the resetKeynotePremier BallroomLee Seo-yeon/),
      expect.stringMatching(/^14:00–15:00Harbour cities as congress hosts.*Oh Se-ra, Tanaka Yui/),
    ]);
    await expect(first.getByText("2 sessions")).toBeVisible();
    const second = await daySection(canvasElement, SECOND_DAY);
    await expect(second.getByText("No sessions on this day yet.")).toBeVisible();
  },
};

const adding = editorApi();

/** A session added on the second day with a speaker, in both languages: saved, said, and listed on its day. */
export const AddSession: Story = {
  parameters: { msw: { handlers: adding.handlers } },
  play: async ({ canvasElement }) => {
    const second = await daySection(canvasElement, SECOND_DAY);
    await userEvent.click(second.getByRole("button", { name: `Add a session on ${SECOND_DAY}` }));
    const dialog = await dialogNamed("Add a session");
    await expect(dialog.getByRole("combobox", { name: /^Day/ })).toHaveTextContent(SECOND_DAY);
    await userEvent.type(dialog.getByLabelText(/^Starts/), "09:00");
    await userEvent.type(dialog.getByLabelText(/^Ends/), "09:45");
    const english = within(dialog.getByRole("group", { name: "English" }));
    const korean = within(dialog.getByRole("group", { name: "Korean" }));
    await userEvent.type(english.getByLabelText(/^Title/), "Green venues in practice");
    await userEvent.type(english.getByLabelText(/^Track/), "Sustainability");
    await userEvent.type(english.getByLabelText(/^Room/), "Room 102");
    await userEvent.type(korean.getByLabelText(/^Title/), "친환경 행사장의 실제");
    await userEvent.type(korean.getByLabelText(/^Track/), "지속가능성");
    await userEvent.type(korean.getByLabelText(/^Room/), "102호");
    await userEvent.click(dialog.getByRole("button", { name: "Add a speaker" }));
    const speaker = within(dialog.getByRole("group", { name: "Speaker 1" }));
    await userEvent.type(speaker.getByLabelText(/^Name \(English\)/), "Park Ji-ho");
    await userEvent.type(speaker.getByLabelText(/^Name \(Korean\)/), "박지호");
    await userEvent.click(dialog.getByRole("button", { name: "Save the session" }));

    await expect(await screen.findByText("“Green venues in practice” was added to the programme.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await second.findByRole("rowheader", { name: /Green venues in practice/ })).toBeVisible();
    await expect(adding.writes.created).toEqual([
      {
        day: "2026-06-11",
        starts_at: "09:00",
        ends_at: "09:45",
        room_en: "Room 102",
        room_ko: "102호",
        track_en: "Sustainability",
        track_ko: "지속가능성",
        title_en: "Green venues in practice",
        title_ko: "친환경 행사장의 실제",
        summary_en: "",
        summary_ko: "",
        speakers: [
          {
            name_en: "Park Ji-ho",
            name_ko: "박지호",
            role_en: "",
            role_ko: "",
            organisation_en: "",
            organisation_ko: "",
          },
        ],
        sort: 0,
      },
    ]);
  },
};

const editing = editorApi();

/** A saved session opens filled in; a new title is saved and shows in the programme. */
export const EditSession: Story = {
  parameters: { msw: { handlers: editing.handlers } },
  play: async ({ canvasElement }) => {
    const first = await daySection(canvasElement, FIRST_DAY);
    await userEvent.click(first.getByRole("button", { name: "Edit “Harbour cities as congress hosts”" }));
    const dialog = await dialogNamed("Edit the session");
    const english = within(dialog.getByRole("group", { name: "English" }));
    const title = english.getByLabelText(/^Title/);
    await expect(title).toHaveValue("Harbour cities as congress hosts");
    await expect(
      within(dialog.getByRole("group", { name: "Speaker 2" })).getByLabelText(/^Name \(Korean\)/),
    ).toHaveValue("다나카 유이");
    await userEvent.click(dialog.getByRole("button", { name: "Remove speaker 2" }));
    await userEvent.clear(title);
    await userEvent.type(title, "Ports that win congresses");
    await userEvent.click(dialog.getByRole("button", { name: "Save the session" }));
    await expect(await screen.findByText("“Ports that win congresses” was saved.")).toBeInTheDocument();
    await expect(await first.findByRole("rowheader", { name: /Ports that win congresses/ })).toBeVisible();
    const { id, ...saved } = sessionsFixture[1]!;
    await expect(editing.writes.updated).toEqual([
      { id, body: { ...saved, title_en: "Ports that win congresses", speakers: saved.speakers.slice(0, 1) } },
    ]);
  },
};

const deleting = editorApi();

/** Deleting asks first: "Keep it" keeps the session, "Delete" takes it off the programme. */
export const DeleteSession: Story = {
  parameters: { msw: { handlers: deleting.handlers } },
  play: async ({ canvasElement }) => {
    const first = await daySection(canvasElement, FIRST_DAY);
    const remove = first.getByRole("button", { name: "Delete “Business events after the reset”" });
    await userEvent.click(remove);
    let confirm = within(await screen.findByRole("alertdialog", { name: "Delete this session?" }));
    await expect(confirm.getByText(/“Business events after the reset” will be removed/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(deleting.writes.deleted).toEqual([]);

    await userEvent.click(remove);
    confirm = within(await screen.findByRole("alertdialog", { name: "Delete this session?" }));
    await userEvent.click(confirm.getByRole("button", { name: "Delete" }));
    await expect(await screen.findByText("“Business events after the reset” was deleted.")).toBeInTheDocument();
    await waitFor(() =>
      expect(first.queryByRole("rowheader", { name: /Business events after the reset/ })).not.toBeInTheDocument(),
    );
    await expect(first.getByText("1 session")).toBeVisible();
    await expect(deleting.writes.deleted).toEqual([1]);
  },
};

const checking = editorApi();

/** Sent empty: each required field says so beside it, the first takes the focus, and nothing is sent. */
export const SessionFieldErrors: Story = {
  parameters: { msw: { handlers: checking.handlers } },
  play: async ({ canvasElement }) => {
    const first = await daySection(canvasElement, FIRST_DAY);
    await userEvent.click(first.getByRole("button", { name: `Add a session on ${FIRST_DAY}` }));
    const dialog = await dialogNamed("Add a session");
    await userEvent.type(dialog.getByLabelText(/^Starts/), "11:00");
    await userEvent.type(dialog.getByLabelText(/^Ends/), "10:30");
    await userEvent.click(dialog.getByRole("button", { name: "Save the session" }));
    await expect(await dialog.findByText("A session must end after it starts.")).toBeVisible();
    const english = within(dialog.getByRole("group", { name: "English" }));
    await expect(english.getAllByText("This field is required.")).toHaveLength(3);
    await expect(dialog.getByLabelText(/^Ends/)).toHaveFocus();
    await expect(checking.writes.created).toEqual([]);
  },
};

const moved = editorApi({ serverDays: { first_day: "2026-06-11", last_day: "2026-06-11" } });

/**
 * Another operator has just moved the fair to one day: the server refuses a session on the day that is gone, and
 * says so beside the day; what was typed stays.
 */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: moved.handlers } },
  play: async ({ canvasElement }) => {
    const first = await daySection(canvasElement, FIRST_DAY);
    await userEvent.click(first.getByRole("button", { name: "Edit “Business events after the reset”" }));
    const dialog = await dialogNamed("Edit the session");
    await userEvent.click(dialog.getByRole("button", { name: "Save the session" }));
    await expect(await dialog.findByText("This day is not one of the fair's days.")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: /^Day/ })).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog.getByRole("group", { name: "English" })).getByLabelText(/^Title/)).toHaveValue(
      "Business events after the reset",
    );
    await expect(moved.writes.updated).toHaveLength(1);
  },
};

/** The programme in Korean: the days, the sessions' Korean texts and the dialog's words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "컨퍼런스 프로그램" }, { timeout: 5000 }),
    ).toBeVisible();
    const first = await daySection(canvasElement, "2026년 6월 10일 (수)");
    await expect(first.getByRole("rowheader", { name: /다시 시작하는 비즈니스 이벤트/ })).toBeVisible();
    await expect(first.getByText("세션 2개")).toBeVisible();
    await userEvent.click(first.getByRole("button", { name: "“항구 도시의 국제회의 유치” 수정" }));
    const dialog = await dialogNamed("세션 수정");
    await expect(within(dialog.getByRole("group", { name: "한국어" })).getByLabelText(/^제목/)).toHaveValue(
      "항구 도시의 국제회의 유치",
    );
  },
};

/** Waiting for the programme. */
export const Loading: Story = {
  parameters: { msw: { handlers: editorLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /Add a session/ })).not.toBeInTheDocument();
  },
};

/** The programme could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: editorErrorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the programme.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/**
 * The session ended elsewhere: the read answers 401, the session is cleared and the page says so (on the site, the
 * admin guard then opens the sign-in page).
 */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: editorUnauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
    await expect(getToken("admin")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Add a session/ })).not.toBeInTheDocument();
  },
};
