import { getToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SOCIAL_ATTEMPT_KEY } from "../model/social-attempt";
import { authorizeFixture, storyMember } from "../mocks/fixtures";
import { signinHandlers, socialHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SignInScreen } from "./sign-in-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Auth/SignInScreen",
  component: SignInScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    area: "member",
    paths: {
      home: "/main",
      register: "/account/registration/general",
      findId: "/account/find-id",
      findPassword: "/account/find-password",
    },
    socialCallbacks: { kakao: "/oauth-kakao", naver: "/oauth-naver" },
    onSignedIn: fn(),
    onLeave: fn(),
  },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/login" },
    msw: { handlers: [signinHandlers.success, socialHandlers.authorize, socialHandlers.providers] },
  },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's messages load on first use: wait for the heading before anything else. */
const ready = (canvas: Canvas, heading = "Sign in") => pageHeading(canvas, heading);

async function signIn(
  canvas: Canvas,
  { password = storyMember.password, heading = "Sign in" }: { password?: string; heading?: string } = {},
) {
  await ready(canvas, heading);
  await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail/ }), storyMember.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
}

/** Signs in: the token is kept for the area and the person goes home (no `?redirect=`). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await signIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/main"));
    await expect(getToken("member")).toBe("story-member-token");
  },
};

/** The form alone, to try by hand. */
export const Playground: Story = { tags: ["no-visual"] };

/** Back to the page that asked for sign-in, when it is a page of this site. */
export const ReturnsToRedirect: Story = {
  parameters: { route: { path: "/account/login?redirect=%2Fproduct%2Fwishlist", pattern: "/account/login" } },
  play: async ({ canvas, args }) => {
    await signIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/product/wishlist"));
  },
};

/** A `redirect` to another site is ignored: the person lands on the site's home. */
export const IgnoresForeignRedirect: Story = {
  parameters: { route: { path: "/account/login?redirect=%2F%2Fevil.example%2Fphish", pattern: "/account/login" } },
  play: async ({ canvas, args }) => {
    await signIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/main"));
  },
};

/** While the server answers, the button is busy and cannot be pressed twice. */
export const Loading: Story = {
  parameters: { msw: { handlers: [signinHandlers.loading, socialHandlers.providers] } },
  play: async ({ canvas, args }) => {
    await signIn(canvas);
    const button = canvas.getByRole("button", { name: "Sign in" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Empty: both fields say "required"; a malformed address gets the e-mail format message. Nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const email = canvas.getByRole("textbox", { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("This is a required field.");
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription("This is a required field.");
    await userEvent.type(email, "minji@");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Spec message: "email or password does not match" (the transport stays silent; the form says it). */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: [signinHandlers.invalidCredentials, socialHandlers.providers] } },
  play: async ({ canvas, args }) => {
    await signIn(canvas, { password: "Wrong2026" });
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The e-mail or password does not match.");
    // nothing typed is lost
    await expect(canvas.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(storyMember.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue("Wrong2026");
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(getToken("member")).toBeNull();
  },
};

/** Spec message: "credentials wrong or inactive account". */
export const InactiveAccount: Story = {
  parameters: { msw: { handlers: [signinHandlers.inactive, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The credentials are wrong or the account is inactive.",
    );
  },
};

/** Spec message: "email address not found". */
export const EmailNotFound: Story = {
  parameters: { msw: { handlers: [signinHandlers.emailNotFound, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This e-mail address was not found.");
  },
};

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: [signinHandlers.tooManyAttempts, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a moment and try again.",
    );
  },
};

/** Any other failure shows the server's own message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [signinHandlers.error, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The sign-in service is resting. Please try again soon.",
    );
  },
};

/** A validation error from the server lands on its field. */
export const ServerFieldError: Story = {
  parameters: { msw: { handlers: [signinHandlers.fieldIssue, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    const email = canvas.getByRole("textbox", { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription("This address uses a domain we cannot deliver to."));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** "Continue with Kakao": the state the server issued is kept in the tab, then the browser leaves. */
export const ContinueWithKakao: Story = {
  parameters: { route: { path: "/account/login?redirect=%2Fproduct%2Fwishlist", pattern: "/account/login" } },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Continue with Kakao" }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledWith(authorizeFixture.url));
    await expect(JSON.parse(sessionStorage.getItem(SOCIAL_ATTEMPT_KEY) ?? "null")).toEqual({
      type: "kakao",
      state: authorizeFixture.state,
      redirect: "/product/wishlist",
    });
  },
};

export const SocialUnavailable: Story = {
  parameters: { msw: { handlers: [socialHandlers.authorizeError, socialHandlers.providers] } },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Continue with Naver" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Social sign-in is not available right now.");
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Continue with Naver" })).toBeEnabled();
  },
};

/** Kakao is keyed, Naver is played locally and the server keeps its stand-in from this visitor: one button. */
export const KakaoOnlyOffered: Story = {
  parameters: { msw: { handlers: [signinHandlers.success, socialHandlers.providersKakaoOnly] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Continue with Naver" })).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Continue with Kakao" })).toBeVisible();
  },
};

/** No provider keyed and the local stand-in off (a server others can reach): no social sign-in at all. */
export const NoSocialOffered: Story = {
  parameters: { msw: { handlers: [signinHandlers.success, socialHandlers.providersNone] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await waitFor(() => expect(canvas.queryByRole("button", { name: /Kakao|Naver/ })).not.toBeInTheDocument());
    await expect(canvas.queryByRole("heading", { name: "Or sign in with" })).not.toBeInTheDocument();
  },
};

/** The links come from the site: "Create an account" goes where the site said. */
export const FollowsSiteLinks: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const help = canvas.getByRole("navigation", { name: "Account help" });
    await expect(within(help).getByRole("link", { name: "Find my ID" })).toHaveAttribute("href", "/account/find-id");
    await userEvent.click(within(help).getByRole("link", { name: "Create an account" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /account/registration/general" })).toBeVisible();
  },
};

/** Another area's sign-in (the education admin): its own heading, no sign-up, no social buttons. */
export const AdminArea: Story = {
  parameters: { route: { path: "/seouleduadmin/signin" } },
  args: {
    area: "admin",
    paths: { home: "/seouleduadmin" },
    socialCallbacks: undefined,
  },
  play: async ({ canvas, args }) => {
    await ready(canvas, "Administrator sign-in");
    await expect(canvas.queryByRole("button", { name: /Kakao/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("navigation", { name: "Account help" })).not.toBeInTheDocument();
    await signIn(canvas, { heading: "Administrator sign-in" });
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith("/seouleduadmin"));
    await expect(getToken("admin")).toBe("story-member-token");
    await expect(getToken("member")).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [signinHandlers.invalidCredentials, socialHandlers.providers] } },
  play: async ({ canvas }) => {
    await ready(canvas, "로그인");
    await userEvent.click(canvas.getByRole("button", { name: "로그인" }));
    await expect(await canvas.findAllByText("필수 입력 항목입니다.")).toHaveLength(2);
    await userEvent.type(canvas.getByRole("textbox", { name: /^이메일/ }), storyMember.email);
    await userEvent.type(canvas.getByLabelText(/^비밀번호/), "Wrong2026");
    await userEvent.click(canvas.getByRole("button", { name: "로그인" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("이메일 또는 비밀번호가 일치하지 않습니다.");
    await expect(canvas.getByRole("button", { name: "카카오로 계속하기" })).toBeVisible();
  },
};
