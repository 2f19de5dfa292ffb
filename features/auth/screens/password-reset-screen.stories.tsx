import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { resetCheckHandlers, resetConfirmHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { PasswordResetScreen } from "./password-reset-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Auth/PasswordResetScreen",
  component: PasswordResetScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    area: "member",
    token: "reset-token-1",
    paths: { signIn: "/account/login", findPassword: "/account/find-password" },
  },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/password-reset/reset-token-1", pattern: "/account/password-reset/:token" },
    msw: { handlers: [resetCheckHandlers.valid, resetConfirmHandlers.success] },
  },
} satisfies Meta<typeof PasswordResetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const english = { heading: "Set a new password", button: "Change password" };

async function setPassword(canvas: Canvas, password: string, confirm: string, text = english) {
  await canvas.findByRole("heading", { level: 1, name: text.heading }, { timeout: 5000 });
  const [first, second] = canvas.getAllByLabelText(/password|비밀번호/i);
  if (password) await userEvent.type(first!, password);
  if (confirm) await userEvent.type(second!, confirm);
  await userEvent.click(canvas.getByRole("button", { name: text.button }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027");
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/account/login");
  },
};

export const Playground: Story = { tags: ["no-visual"] };

/**
 * Spec: "page expired" for a used or lapsed link, with the way to a new one: said as the page opens, before any
 * password is typed.
 */
export const UsedLink: Story = {
  parameters: { msw: { handlers: [resetCheckHandlers.used, resetConfirmHandlers.expired] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("This page has expired. Please request a new link.");
    await expect(canvas.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/account/find-password",
    );
    await expect(canvas.queryByLabelText(/password/i)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Change password" })).not.toBeInTheDocument();
  },
};

/** The link lapsed between opening the page and sending the form: the server's answer says the same. */
export const Expired: Story = {
  parameters: { msw: { handlers: [resetCheckHandlers.valid, resetConfirmHandlers.expired] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This page has expired. Please request a new link.",
    );
    await expect(canvas.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/account/find-password",
    );
  },
};

/** The password rule and "new password confirmation must match". */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await setPassword(canvas, "", "");
    await expect(await canvas.findAllByText("This is a required field.")).toHaveLength(2);
    await setPassword(canvas, "travel", "travel2");
    await expect(
      await canvas.findByText("Use 8 to 25 characters with upper- and lower-case English letters and digits."),
    ).toBeVisible();
    await expect(canvas.getByText("The new password confirmation does not match.")).toBeVisible();
  },
};

/** While the link is checked: no form yet, a busy placeholder. */
export const CheckingLink: Story = {
  parameters: { msw: { handlers: [resetCheckHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Checking your link…" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Checking your link…");
    await expect(canvas.queryByRole("button", { name: "Change password" })).not.toBeInTheDocument();
  },
};

/** The check cannot be made: the form shows, and the server's answer to it decides. */
export const CheckFailed: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: [resetCheckHandlers.error, resetConfirmHandlers.success] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027");
    await expect(await canvas.findByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [resetCheckHandlers.valid, resetConfirmHandlers.loading] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Change password" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [resetCheckHandlers.valid, resetConfirmHandlers.error] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The sign-in service is resting. Please try again soon.",
    );
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [resetCheckHandlers.valid, resetConfirmHandlers.expired] } },
  play: async ({ canvas }) => {
    await setPassword(canvas, "Travel2027", "Travel2027", { heading: "새 비밀번호 설정", button: "비밀번호 변경" });
    await expect(await canvas.findByRole("alert")).toHaveTextContent("만료된 페이지입니다. 새 링크를 요청해 주세요.");
  },
};

export const KoreanUsedLink: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [resetCheckHandlers.used] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("만료된 페이지입니다. 새 링크를 요청해 주세요.");
    await expect(canvas.queryByRole("button", { name: "비밀번호 변경" })).not.toBeInTheDocument();
  },
};
