import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { accountActionHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { ChangePasswordForm } from "./change-password-form";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Auth/ChangePasswordForm",
  component: ChangePasswordForm,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "member" },
  parameters: {
    route: { path: "/account/my-profile" },
    msw: { handlers: [accountActionHandlers.changePassword] },
  },
  beforeEach: () => {
    setToken("member", "story-member-token");
    return () => clearArea("member");
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvas: Canvas, current: string, next: string, confirm: string) {
  await canvas.findByRole("heading", { level: 2, name: "Change password" }, { timeout: 5000 });
  if (current) await userEvent.type(canvas.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(canvas.getByLabelText(/^New password/), next);
  if (confirm) await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
}

/** Changed: the form empties, says so, and the fresh token the server sent replaces the old one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await change(canvas, "Travel2026", "Travel2027", "Travel2027");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your password is changed. Other devices have been signed out.",
    );
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue("");
    await expect(getToken("member")).toBe("story-fresh-token");
  },
};

/** The rule, and "new password confirmation must match". */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await change(canvas, "", "travel", "travel2");
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await expect(
      canvas.getByText("Use 8 to 25 characters with upper- and lower-case English letters and digits."),
    ).toBeVisible();
    await expect(canvas.getByText("The new password confirmation does not match.")).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: [accountActionHandlers.changePasswordWrongCurrent] } },
  play: async ({ canvas }) => {
    await change(canvas, "Travel2025", "Travel2027", "Travel2027");
    const current = canvas.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription("The current password does not match."));
    await expect(current).toHaveFocus();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "비밀번호 변경" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "비밀번호 변경" }));
    await expect(await canvas.findAllByText("필수 입력 항목입니다.")).toHaveLength(3);
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
/** The session ended meanwhile: the token is cleared (the profile page's guard then asks the person to sign in). */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [accountActionHandlers.changePasswordUnauthorized] } },
  play: async ({ canvas }) => {
    await change(canvas, "Travel2026", "Travel2027", "Travel2027");
    await waitFor(() => expect(getToken("member")).toBeNull());
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please sign in.");
  },
};
