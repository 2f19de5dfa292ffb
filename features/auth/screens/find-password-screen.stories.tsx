import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";
import { RESET_PASSWORD_PATH } from "../api/reset-password";
import { storyMember } from "../mocks/fixtures";
import { resetPasswordHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { FindPasswordScreen } from "./find-password-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Auth/FindPasswordScreen",
  component: FindPasswordScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { area: "member", paths: { signIn: "/account/login", passwordReset: "/account/password-reset" } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/find-password" },
    msw: { handlers: [resetPasswordHandlers.sent] },
  },
} satisfies Meta<typeof FindPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function requestLink(canvas: Canvas, email: string = storyMember.email, heading = "Reset your password") {
  await pageHeading(canvas, heading);
  if (email) await userEvent.type(canvas.getByRole("textbox"), email);
  await userEvent.click(canvas.getByRole("button"));
}

/** Sent: the page neither confirms nor denies the address, and shows it masked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await requestLink(canvas);
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("Check your inbox");
    await expect(status).toHaveTextContent(
      "If an account exists for mi***@example.com, a reset link is on its way. The link is valid for 1 hour.",
    );
  },
};

export const Playground: Story = { tags: ["no-visual"] };

/** What the last reset request sent, for the story that checks it. */
let sentBody: unknown = null;

/** The request names the page's language and the site's own reset page for the mailed link. */
export const SendsLanguageAndResetPage: Story = {
  args: { paths: { signIn: "/sitmmt/ppipsa", passwordReset: "/sitmmt/ppipsa/password-reset" } },
  parameters: {
    msw: {
      handlers: [
        http.post(RESET_PASSWORD_PATH, async ({ request }) => {
          sentBody = await request.json();
          return HttpResponse.json({ data: { sent: true }, meta: {} });
        }),
      ],
    },
  },
  beforeEach: () => {
    sentBody = null;
  },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    await canvas.findByRole("status");
    await expect(sentBody).toEqual({
      email: storyMember.email,
      lang: "en",
      url: `${window.location.origin}/sitmmt/ppipsa/password-reset`,
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await requestLink(canvas, "");
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox"), "minji@");
    await userEvent.click(canvas.getByRole("button"));
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [resetPasswordHandlers.loading] } },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Send reset link" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [resetPasswordHandlers.error] } },
  play: async ({ canvas }) => {
    await requestLink(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Mail could not be sent right now.");
    await expect(canvas.getByRole("textbox")).toHaveValue(storyMember.email);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await requestLink(canvas, storyMember.email, "비밀번호 재설정");
    await expect(await canvas.findByRole("status")).toHaveTextContent("메일함을 확인해 주세요");
  },
};
