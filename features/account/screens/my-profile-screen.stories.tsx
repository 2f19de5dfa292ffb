import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UPDATE_MEMBER_PATH } from "../api/update-member";
import { STORY_TOKEN, memberFixture } from "../mocks/fixtures";
import { memberHandlers, nationalityHandlers, sessionHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyProfileScreen } from "./my-profile-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

/** A number another account already has, for the phone change stories. */
const TAKEN_PHONE = "01099998888";

/** Stand-ins for the sections the site passes in (they belong to the auth feature). */
const passwordSlot = (
  <section aria-label="Password section">
    <h2 className="text-lg font-semibold">Change password</h2>
  </section>
);
const deleteSlot = (
  <section aria-label="Account deletion section">
    <h2 className="text-lg font-semibold">Delete account</h2>
  </section>
);

/** What the last save sent, for the stories that check it. */
let savedBody: unknown = null;

const handlers = [sessionHandlers.signedIn, ...memberHandlers.success, nationalityHandlers.success];

const meta = {
  title: "Features/Account/MyProfileScreen",
  component: MyProfileScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    checkPhone: fn((phone: string) =>
      Promise.resolve(phone === TAKEN_PHONE ? ("taken" as const) : ("available" as const)),
    ),
    passwordSection: passwordSlot,
    deleteSection: deleteSlot,
  },
  argTypes: { passwordSection: { control: false }, deleteSection: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/my-profile" },
    msw: { handlers },
  },
  beforeEach: () => {
    savedBody = null;
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvas: Canvas, heading = "My profile") {
  await pageHeading(canvas, heading);
  return canvas.findByRole("textbox", { name: /^Name|^이름/ }, { timeout: 5000 });
}

const recordSave = http.put(UPDATE_MEMBER_PATH, async ({ request }) => {
  savedBody = await request.json();
  return HttpResponse.json({ data: { ...memberFixture, ...(savedBody as object) }, meta: {} });
});

/** The profile as stored; a change is saved and the page says so itself (no toast, spec point 7). */
export const Default: Story = {
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas }) => {
    const name = await loaded(canvas);
    await expect(name).toHaveValue("Minji Kim");
    await expect(canvas.getByText("minji@example.com")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Nationality" })).toHaveValue("South Korea"));
    await userEvent.clear(name);
    await userEvent.type(name, "Minji Park");
    await userEvent.click(canvas.getByRole("radio", { name: "Prefer not to say" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Your profile is saved.")).toBeVisible();
    await expect(savedBody).toEqual({
      name: "Minji Park",
      birthday: "1994-03-07",
      gender: null,
      nationality: "KR",
      passport: "M12345678",
    });
    await expect(canvas.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Delete account" })).toBeVisible();
  },
};

/** Nationality from the common codes: typing narrows the list. */
export const ChooseNationality: Story = {
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const nationality = canvas.getByRole("combobox", { name: "Nationality" });
    await waitFor(() => expect(nationality).toHaveValue("South Korea"));
    await userEvent.clear(nationality);
    await userEvent.type(nationality, "Viet");
    await userEvent.click(await canvas.findByRole("option", { name: "Vietnam" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Your profile is saved.")).toBeVisible();
    await expect(savedBody).toMatchObject({ nationality: "VN" });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [sessionHandlers.signedIn, memberHandlers.loading, nationalityHandlers.success] } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "My profile" }, { timeout: 5000 });
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

/** The spec's messages: required name, date of birth format; and the passport rule. Nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    const birthday = canvas.getByRole("textbox", { name: /^Date of birth/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, "07/03/1994");
    const passport = canvas.getByRole("textbox", { name: /^Passport number/ });
    await userEvent.clear(passport);
    await userEvent.type(passport, "M-12");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("This is a required field."));
    await expect(birthday).toHaveAccessibleDescription(
      "YYYY-MM-DD, e.g. 1994-03-07 Enter the date of birth as YYYY-MM-DD.",
    );
    await expect(canvas.getByText("Enter the passport number with letters and digits only.")).toBeVisible();
    await expect(savedBody).toBeNull();
  },
};

/** The profile cannot be read: the server's words and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [sessionHandlers.signedIn, memberHandlers.error, nationalityHandlers.success] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your profile.");
    await expect(alert).toHaveTextContent("The member directory is resting.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** A failed save keeps what was typed and shows the server's message on the page. */
export const SaveError: Story = {
  parameters: { msw: { handlers: [memberHandlers.saveError, ...handlers] } },
  play: async ({ canvas }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, "Minji Park");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Profiles cannot be changed during the nightly backup.",
    );
    await expect(name).toHaveValue("Minji Park");
  },
};

/** The server's validation message lands on its field. */
export const ServerFieldError: Story = {
  parameters: { msw: { handlers: [memberHandlers.saveFieldIssue, ...handlers] } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    const passport = canvas.getByRole("textbox", { name: /^Passport number/ });
    await waitFor(() =>
      expect(passport).toHaveAccessibleDescription(
        "Letters and digits only, as printed in your passport. This passport number is registered to another member.",
      ),
    );
  },
};

/** Phone change: edit, the spec's "without hyphens", the duplicate check, then save. */
export const ChangePhone: Story = {
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    await expect(canvas.getByText("01012345678")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Change number" }));
    const phone = canvas.getByRole("textbox", { name: /^New mobile number/ });
    await userEvent.type(phone, "010-9876-5432");
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await expect(await canvas.findByText("Enter the mobile number with digits only, without hyphens.")).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, "01098765432");
    await userEvent.click(canvas.getByRole("button", { name: "Save number" }));
    await expect(await canvas.findByText("Please check the number's availability first.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await expect(await canvas.findByText("This number is available. Save it to finish.")).toBeVisible();
    await expect(args.checkPhone).toHaveBeenCalledWith("01098765432");
    await userEvent.click(canvas.getByRole("button", { name: "Save number" }));
    await expect(await canvas.findByText("Your mobile number is changed.")).toBeVisible();
    await expect(savedBody).toEqual({ phone: "01098765432" });
    await expect(canvas.getByText("01098765432")).toBeVisible();
  },
};

export const PhoneTaken: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Change number" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^New mobile number/ }), TAKEN_PHONE);
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await expect(await canvas.findByText("This mobile number is already registered to another account.")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const name = await loaded(canvas, "내 정보");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "국적" })).toHaveValue("대한민국"));
    await userEvent.clear(name);
    const birthday = canvas.getByRole("textbox", { name: /^생년월일/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, "1994.03.07");
    await userEvent.click(canvas.getByRole("button", { name: "변경 내용 저장" }));
    await expect(await canvas.findByText("필수 입력 항목입니다.")).toBeVisible();
    await expect(canvas.getByText("생년월일을 YYYY-MM-DD 형식으로 입력해 주세요.")).toBeVisible();
  },
};

/** A date in the right form on a day no calendar has: the message says the day does not exist, in both languages. */
export const ImpossibleBirthday: Story = {
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const birthday = canvas.getByRole("textbox", { name: /^Date of birth/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, "2099-02-31");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("This date does not exist: check the day and the month.")).toBeVisible();
    await expect(canvas.queryByText("Enter the date of birth as YYYY-MM-DD.")).toBeNull();
    await expect(savedBody).toBeNull();
  },
};

export const KoreanImpossibleBirthday: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [recordSave, ...handlers] } },
  play: async ({ canvas }) => {
    await loaded(canvas, "내 정보");
    const birthday = canvas.getByRole("textbox", { name: /^생년월일/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, "2099-02-31");
    await userEvent.click(canvas.getByRole("button", { name: "변경 내용 저장" }));
    await expect(await canvas.findByText("존재하지 않는 날짜입니다. 월과 일을 확인해 주세요.")).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
/**
 * The session ended: the transport clears the token (the shell's sign-in lookup asks quietly), the page shows
 * nothing of the member's, and the site's guard asks the person to sign in again.
 */
export const Unauthorized: Story = {
  parameters: {
    msw: { handlers: [sessionHandlers.signedIn, memberHandlers.unauthorized, nationalityHandlers.success] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /^Name/ })).not.toBeInTheDocument();
  },
};
