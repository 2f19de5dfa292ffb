import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { SOCIAL_ATTEMPT_KEY, saveSocialAttempt } from "../model/social-attempt";
import { kakaoIdentityFixture } from "../mocks/fixtures";
import { socialHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SocialCallbackScreen } from "./social-callback-screen";
import { pageHeading } from "../../../.storybook/story-canvas";

const CALLBACK = "/oauth-kakao?code=provider-code-1&state=state-kakao-1";

const meta = {
  title: "Features/Auth/SocialCallbackScreen",
  component: SocialCallbackScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    socialType: "kakao",
    paths: { home: "/main", signIn: "/account/login" },
    onSignedIn: fn(),
  },
  parameters: {
    layout: "fullscreen",
    route: { path: CALLBACK, pattern: "/oauth-kakao" },
    msw: { handlers: [socialHandlers.exchange, socialHandlers.signin] },
  },
  // the state kept by the sign-in page before it sent the person to Kakao
  beforeEach: () => {
    sessionStorage.clear();
    saveSocialAttempt(sessionStorage, { type: "kakao", state: "state-kakao-1", redirect: "/product/wishlist" });
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof SocialCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A linked account: signed in and back to the page the sign-in started from; the state is used up. */
export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/product/wishlist"), { timeout: 5000 });
    await expect(getToken("member")).toBe("story-member-token");
    await expect(sessionStorage.getItem("SOCIAL_TOKEN")).toBe("kakao");
    await expect(sessionStorage.getItem(SOCIAL_ATTEMPT_KEY)).toBeNull();
  },
};

/** While the code is traded: a spinner that says what is happening. */
export const Working: Story = {
  parameters: { msw: { handlers: [socialHandlers.exchangeLoading] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Sign in with Kakao");
    await expect(canvas.getByRole("status")).toHaveTextContent("Signing you in with Kakao…");
  },
};

/** A `state` that is not the one kept before leaving is refused (a forged or replayed redirect). */
export const StateMismatch: Story = {
  parameters: { route: { path: "/oauth-kakao?code=provider-code-1&state=forged", pattern: "/oauth-kakao" } },
  play: async ({ canvas, args }) => {
    await pageHeading(canvas, "Sign in with Kakao");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The social sign-in could not be confirmed. Please try again.",
    );
    await expect(canvas.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/account/login");
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The person cancelled at Kakao: the provider comes back with an error instead of a code. */
export const Cancelled: Story = {
  parameters: { route: { path: "/oauth-kakao?error=access_denied&state=state-kakao-1", pattern: "/oauth-kakao" } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Sign in with Kakao");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The Kakao sign-in was cancelled or could not be completed.",
    );
  },
};

export const ExchangeError: Story = {
  parameters: { msw: { handlers: [socialHandlers.exchangeError] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Sign in with Kakao");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The social sign-in could not be confirmed. Please try again.",
    );
  },
};

/**
 * No account is linked yet: a short sign-up with the provider's name and address filled in; after the consents the
 * account is linked and the person signed in.
 */
export const FirstTimeSignUp: Story = {
  parameters: { msw: { handlers: [socialHandlers.exchange, ...socialHandlers.signupThenSignin()] } },
  play: async ({ canvas, args }) => {
    await pageHeading(canvas, "Join with Kakao");
    await expect(canvas.getByRole("textbox", { name: /^Name/ })).toHaveValue(kakaoIdentityFixture.name);
    await expect(canvas.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(kakaoIdentityFixture.email);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to all of the following" }));
    await userEvent.click(canvas.getByRole("button", { name: "Join and sign in" }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/product/wishlist"));
    await expect(getToken("member")).toBe("story-member-token");
  },
};

/** The consents are required here too; a provider without an e-mail address leaves it to the person. */
export const SignUpValidation: Story = {
  parameters: { msw: { handlers: [socialHandlers.exchangeNoEmail, socialHandlers.notRegistered] } },
  play: async ({ canvas, args }) => {
    await pageHeading(canvas, "Join with Kakao");
    await userEvent.click(canvas.getByRole("button", { name: "Join and sign in" }));
    await expect(await canvas.findAllByText("Please agree to the required terms.")).toHaveLength(4);
    await expect(canvas.getByRole("textbox", { name: /^E-mail/ })).toHaveAccessibleDescription(
      "This is a required field.",
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The provider's address belongs to another account: said on the address field. */
export const SignUpEmailTaken: Story = {
  parameters: {
    msw: { handlers: [socialHandlers.exchange, socialHandlers.notRegistered, socialHandlers.signupEmailTaken] },
  },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "Join with Kakao");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to all of the following" }));
    await userEvent.click(canvas.getByRole("button", { name: "Join and sign in" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^E-mail/ })).toHaveAccessibleDescription(
        "This e-mail address is already registered.",
      ),
    );
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [socialHandlers.exchange, socialHandlers.notRegistered] } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, "카카오 계정으로 가입하기");
    await userEvent.click(canvas.getByRole("button", { name: "가입하고 로그인" }));
    await expect(await canvas.findAllByText("필수 약관에 동의해 주세요.")).toHaveLength(4);
  },
};
