import { signedInStory } from "@blocks/feature-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "../mocks/fixtures";
import { surveyAdminApi } from "../mocks/handlers";
import { InviteGuestsDialog } from "./invite-guests-dialog";

const inviteApi = surveyAdminApi();

const meta = {
  title: "Features/Survey/Admin/InviteGuestsDialog",
  component: InviteGuestsDialog,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "seoul", open: true, onOpenChange: fn() },
  parameters: {
    layout: "fullscreen",
    route: { path: "/rok-us/survey/list" },
    msw: { handlers: inviteApi.handlers },
  },
  beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
} satisfies Meta<typeof InviteGuestsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a guest in the course's list, by name. */
function guestRow(table: HTMLElement, name: string) {
  return within(table)
    .getAllByRole("row")
    .find((row) => row.querySelector("th")?.textContent?.startsWith(name));
}

/**
 * The course's guests with their status in its two surveys; an incomplete form says what is missing; a complete
 * one invites the guest and shows the personal link once, with a Copy button, and the guest joins the list.
 */
export const InviteFlow: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Invite guests" }, { timeout: 5000 }));
    const table = await dialog.findByRole("table", { name: "Guests of Seoul" }, { timeout: 5000 });
    await waitFor(() => expect(guestRow(table, "Alex Morgan")).toBeDefined());
    await expect(guestRow(table, "Alex Morgan")).toHaveTextContent("guest1@demo.test");
    await expect(guestRow(table, "Alex Morgan")).toHaveTextContent("EnglishIn progressNot started");
    await expect(guestRow(table, "Daniel Brooks")).toHaveTextContent("SubmittedNot started");
    await expect(dialog.getByRole("checkbox", { name: "Seoul" })).toBeChecked();

    await userEvent.click(dialog.getByRole("checkbox", { name: "Seoul" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^E-mail/ }), "pat.kim@");
    await userEvent.click(dialog.getByRole("button", { name: "Send invitation" }));
    const name = dialog.getByRole("textbox", { name: /^Name/ });
    await expect(name).toHaveAccessibleDescription("Enter the guest's name.");
    await expect(name).toHaveFocus();
    await expect(dialog.getByRole("textbox", { name: /^E-mail/ })).toHaveAccessibleDescription(
      "Enter a valid e-mail address.",
    );
    await expect(dialog.getByRole("group", { name: /^Tour courses/ })).toHaveAccessibleDescription(
      "Choose at least one tour course.",
    );
    await expect(inviteApi.writes.invites).toHaveLength(0);

    await userEvent.type(name, "Pat Kim");
    await userEvent.type(dialog.getByRole("textbox", { name: /^E-mail/ }), "demo.test");
    await userEvent.click(dialog.getByRole("checkbox", { name: "Seoul" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Busan 1" }));
    await userEvent.click(dialog.getByRole("radio", { name: "Korean" }));
    await userEvent.click(dialog.getByRole("button", { name: "Send invitation" }));

    const created = within(await dialog.findByRole("region", { name: "Pat Kim is invited" }));
    await expect(created.getByText("The personal link was e-mailed to pat.kim@demo.test.")).toBeVisible();
    const link = created.getByRole("textbox", { name: "Personal link" });
    await expect((link as HTMLInputElement).value).toMatch(/\/rok-us\/survey\?key=story-key-1$/);
    await expect(inviteApi.writes.invites).toEqual([
      { name: "Pat Kim", email: "pat.kim@demo.test", areas: ["seoul", "busan1"], lang: "ko" },
    ]);

    const copied: string[] = [];
    const write = spyOn(navigator.clipboard, "writeText").mockImplementation((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    try {
      await userEvent.click(created.getByRole("button", { name: "Copy" }));
      await expect(await created.findByText("Link copied.")).toBeVisible();
      await expect(copied).toEqual([(link as HTMLInputElement).value]);
    } finally {
      write.mockRestore();
    }
    // the form is ready for the next guest
    await expect(name).toHaveValue("");
    await waitFor(() => expect(guestRow(table, "Pat Kim")).toBeDefined());
    await expect(guestRow(table, "Pat Kim")).toHaveTextContent("KoreanNot startedNot started");
  },
};
