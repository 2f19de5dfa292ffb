import { getToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { editionFixture, sessionsFixture } from "../mocks/edition-fixtures";
import {
  editorApi,
  editorErrorHandlers,
  editorLoadingHandlers,
  editorUnauthorizedHandlers,
} from "../mocks/edition-handlers";
import { EDITOR_PATHS, editorStoryMeta } from "../mocks/edition-story-meta";
import { AdminEditionScreen } from "./admin-edition-screen";

const meta = {
  title: "Features/Fair/Admin/AdminEditionScreen",
  component: AdminEditionScreen,
  tags: ["autodocs"],
  ...editorStoryMeta(EDITOR_PATHS.edition),
} satisfies Meta<typeof AdminEditionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const group = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole("group", { name }, { timeout: 5000 }));

/** Replaces what a text or time field holds, as an operator selecting it and typing over it would. */
async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

const saving = editorApi();

/**
 * The saved edition fills the form in both languages; a new name and later hours are saved, said, and sent as the
 * contract has them.
 */
export const Saved: Story = {
  parameters: { msw: { handlers: saving.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "The fair's edition" }, { timeout: 5000 }),
    ).toBeVisible();
    const english = await group(canvas, "English");
    const korean = await group(canvas, "Korean");
    await expect(await english.findByLabelText(/^Name of the fair/)).toHaveValue("Korea MICE Fair");
    await expect(korean.getByLabelText(/^Venue/)).toHaveValue("송도컨벤시아");
    await expect(canvas.getByLabelText(/^Registration closes on/)).toHaveTextContent(/June 9, 2026/);

    await retype(english.getByLabelText(/^Name of the fair/), "Korea MICE Expo");
    await retype(canvas.getByLabelText(/^Closes at/), "19:00");
    await userEvent.click(canvas.getByRole("button", { name: "Save the edition" }));
    await expect(await screen.findByText("The edition was saved. The fair's pages show it now.")).toBeInTheDocument();
    const { fair: _fair, year: _year, ...saved } = editionFixture;
    await expect(saving.writes.edition).toEqual([{ ...saved, name_en: "Korea MICE Expo", closes: "19:00" }]);
    await expect(english.getByLabelText(/^Name of the fair/)).toHaveValue("Korea MICE Expo");
  },
};

const checking = editorApi();

/** The contract's rules, beside their fields before anything is sent; the first field at fault takes the focus. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: checking.handlers } },
  play: async ({ canvas }) => {
    const korean = await group(canvas, "Korean");
    await userEvent.clear(await korean.findByLabelText(/^Name of the fair/));
    await retype(canvas.getByLabelText(/^Closes at/), "09:30");
    await userEvent.click(canvas.getByRole("button", { name: "Save the edition" }));
    await expect(await korean.findByText("This field is required.")).toBeVisible();
    await expect(korean.getByLabelText(/^Name of the fair/)).toHaveFocus();
    await expect(canvas.getByText("The closing time must be after the opening time.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Closes at/)).toHaveAttribute("aria-invalid", "true");
    await expect(checking.writes.edition).toEqual([]);
  },
};

const refusing = editorApi({
  sessions: [
    ...sessionsFixture,
    { ...sessionsFixture[0]!, id: 3, day: "2026-06-12", title_en: "Closing forum", title_ko: "폐막 포럼" },
  ],
});

/**
 * The server refuses what the form could not know: the programme has a session on a day these dates leave out
 * (another operator added it). Its words show beside the last day, and what was typed stays.
 */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  play: async ({ canvas }) => {
    const english = await group(canvas, "English");
    await retype(await english.findByLabelText(/^City/), "Incheon Songdo");
    await userEvent.click(canvas.getByRole("button", { name: "Save the edition" }));
    await expect(
      await canvas.findByText("Some sessions are on days outside these dates: move or delete them first."),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Last day/)).toHaveAttribute("aria-invalid", "true");
    await expect(english.getByLabelText(/^City/)).toHaveValue("Incheon Songdo");
    await expect(refusing.writes.edition).toHaveLength(1);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The editor in Korean, its rules too. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "박람회 개요" }, { timeout: 5000 }),
    ).toBeVisible();
    const korean = await group(canvas, "한국어");
    await expect(await korean.findByLabelText(/^박람회 명칭/)).toHaveValue("코리아 마이스 페어");
    await expect(canvas.getByText(/날짜와 시간은 한국 시간\(KST\) 기준입니다/)).toBeVisible();
    await userEvent.clear(korean.getByLabelText(/^도시/));
    await userEvent.click(canvas.getByRole("button", { name: "박람회 개요 저장" }));
    await expect(await korean.findByText("필수 입력 항목입니다.")).toBeVisible();
  },
};

/** Waiting for the edition. */
export const Loading: Story = {
  parameters: { msw: { handlers: editorLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save the edition" })).not.toBeInTheDocument();
  },
};

/** The edition could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: editorErrorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the edition.");
    await expect(alert).toHaveTextContent("The service is being updated. Try again in a minute.");
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
    await expect(canvas.queryByRole("button", { name: "Save the edition" })).not.toBeInTheDocument();
  },
};
