import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyMember } from "../mocks/fixtures";
import { checkEmailHandlers, signupHandlers, verificationHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { RegistrationScreen } from "./registration-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

/** The e-mail check, the code and its verification all answer as they should; the sign-up answers with `signup`. */
function verifiedSignup(signup: (typeof signupHandlers)[keyof typeof signupHandlers]) {
  return [checkEmailHandlers.available, verificationHandlers.send, verificationHandlers.check, signup];
}

const meta = {
  title: "Features/Auth/RegistrationScreen",
  component: RegistrationScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    area: "member",
    userType: "general",
    paths: { signIn: "/account/login" },
    onRegistered: fn(),
  },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/registration/general" },
    msw: { handlers: verifiedSignup(signupHandlers.success) },
  },
} satisfies Meta<typeof RegistrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, heading = "Create an account") => pageHeading(canvas, heading);

const emailBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /^E-mail/ });
const codeBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /^Verification code/ });
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Create account" }));

/** Duplicate check, code sent, code confirmed: the e-mail part done the way a person does it. */
async function verifyEmail(canvas: Canvas, email: string = storyMember.email) {
  await userEvent.type(emailBox(canvas), email);
  await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
  await userEvent.click(await canvas.findByRole("button", { name: "Send code" }));
  await expect(
    await canvas.findByText(`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`),
  ).toBeVisible();
  await userEvent.type(codeBox(canvas), storyMember.code);
  await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
  await expect(await canvas.findByText("Your e-mail address is verified.")).toBeVisible();
}

async function fillTheRest(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Password/), storyMember.password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), storyMember.password);
  await userEvent.type(canvas.getByRole("textbox", { name: /^Name/ }), storyMember.name);
  await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to all of the following" }));
}

/** Every step a person takes, then the submit: what happens next is the story's. */
async function completeAndSubmit(canvas: Canvas, canvasElement: HTMLElement) {
  await verifyEmail(canvas);
  await fillTheRest(canvasElement);
  await submit(canvas);
}

/** The whole way: check, code, verify, details, consents; the confirmation links to sign-in. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await completeAndSubmit(canvas, canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome aboard!" })).toBeVisible();
    await expect(canvas.getByText(`Your account is ready. Sign in with ${storyMember.email}.`)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/account/login");
    await expect(args.onRegistered).toHaveBeenCalledWith({ userId: 42, email: storyMember.email });
  },
};

export const Playground: Story = { tags: ["no-visual"] };

/**
 * Submitting empty: the summary says "fill in all required fields" and every required field, consent by consent,
 * says what is missing; marketing is optional and not listed.
 */
export const SubmitEmpty: Story = {
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await submit(canvas);
    const summary = await canvas.findByRole("alert", { name: "Please fill in all required fields." });
    const items = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    await expect(items).toEqual([
      "E-mail: This is a required field.",
      "Password: This is a required field.",
      "Confirm password: This is a required field.",
      "Name: This is a required field.",
      "Terms of use: Please agree to the required terms.",
      "Personal information: Please agree to the required terms.",
      "Provision to third parties: Please agree to the required terms.",
      "Age 14 or older: Please agree to the required terms.",
    ]);
    await expect(emailBox(canvas)).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Wrong values get the spec's messages: e-mail format, mobile number without hyphens, password rule, confirmation. */
export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(emailBox(canvas), "minji@");
    await userEvent.type(canvas.getByLabelText(/^Password/), "travel");
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), "travel1");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Mobile number/ }), "010-1234-5678");
    await submit(canvas);
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(
      canvas.getByText("Use 8 to 25 characters with upper- and lower-case English letters and digits."),
    ).toBeVisible();
    await expect(canvas.getByText("The password confirmation does not match.")).toBeVisible();
    await expect(canvas.getByText("Enter the mobile number with digits only, without hyphens.")).toBeVisible();
  },
};

/**
 * The spec's rule: no sign-up before the duplicate check and the e-mail verification. Each missing step blocks the
 * submit with its own message, on the field it concerns.
 */
export const BlockedUntilVerified: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await userEvent.type(emailBox(canvas), storyMember.email);
    await fillTheRest(canvasElement);
    await submit(canvas);
    await waitFor(() =>
      expect(emailBox(canvas)).toHaveAccessibleDescription(
        "Please check whether this e-mail address is already registered.",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Send code" }));
    await canvas.findByText(/We sent a 6-digit code/);
    await submit(canvas);
    await waitFor(() => expect(codeBox(canvas)).toHaveAccessibleDescription("Enter the 6-digit verification code."));
    await userEvent.type(codeBox(canvas), storyMember.code);
    await submit(canvas);
    await waitFor(() =>
      expect(codeBox(canvas)).toHaveAccessibleDescription("Please verify your e-mail address with the code we sent."),
    );
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Spec: the duplicate check's 409 means "email already registered"; no code can be sent for it. */
export const EmailAlreadyRegistered: Story = {
  parameters: { msw: { handlers: [checkEmailHandlers.taken] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(emailBox(canvas), storyMember.email);
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await expect(await canvas.findByText("This e-mail address is already registered.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send code" })).not.toBeInTheDocument();
  },
};

/** Another failure of the check shows the server's words and counts as not checked. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: [checkEmailHandlers.error] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(emailBox(canvas), storyMember.email);
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await expect(await canvas.findByText("The address book is being updated.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send code" })).not.toBeInTheDocument();
  },
};

/** A changed address starts over: the check and the code were for the old one. */
export const ChangedAddressStartsOver: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await verifyEmail(canvas);
    await userEvent.type(emailBox(canvas), "x");
    await expect(canvas.queryByText("Your e-mail address is verified.")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Verify" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Send code" })).not.toBeInTheDocument();
  },
};

/** A wrong code is refused on the code's field; the right one then passes. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(emailBox(canvas), storyMember.email);
    await userEvent.click(canvas.getByRole("button", { name: "Check availability" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Send code" }));
    await userEvent.type(codeBox(canvas), "000000");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(codeBox(canvas)).toHaveAccessibleDescription("The verification code is wrong or has expired."),
    );
    await userEvent.clear(codeBox(canvas));
    await userEvent.type(codeBox(canvas), storyMember.code);
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByText("Your e-mail address is verified.")).toBeVisible();
  },
};

/** Buyers and sellers name their company and may attach a document: the form goes out as multipart. */
export const BuyerWithDocument: Story = {
  args: { userType: "buyer" },
  parameters: {
    route: { path: "/account/registration/buyer" },
    msw: { handlers: verifiedSignup(signupHandlers.withDocument) },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(canvas.getByText("Registering as: Buyer. Fields marked * are required.")).toBeVisible();
    await completeAndSubmit(canvas, canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Company name/ })).toHaveAccessibleDescription(
        "This is a required field.",
      ),
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /^Company name/ }), "Han River Tours");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF-1.7"], "business-licence.pdf", { type: "application/pdf" }));
    await submit(canvas);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome aboard!" })).toBeVisible();
    await expect(args.onRegistered).toHaveBeenCalledWith({ userId: 43, email: storyMember.email });
  },
};

/** While the account is created the button is busy. */
export const Submitting: Story = {
  parameters: {
    msw: { handlers: verifiedSignup(signupHandlers.loading) },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await completeAndSubmit(canvas, canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Create account" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

/** A server failure shows its message; nothing typed is lost and the verification stands. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: verifiedSignup(signupHandlers.error) },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await completeAndSubmit(canvas, canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Sign-up is closed for maintenance until 10:00.");
    await expect(emailBox(canvas)).toHaveValue(storyMember.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(storyMember.password);
    await expect(canvas.getByRole("textbox", { name: /^Name/ })).toHaveValue(storyMember.name);
    await expect(canvas.getByRole("checkbox", { name: /terms of use/ })).toBeChecked();
    await expect(canvas.getByText("Your e-mail address is verified.")).toBeVisible();
  },
};

/** The server's validation message lands on its field. */
export const ServerFieldError: Story = {
  parameters: {
    msw: { handlers: verifiedSignup(signupHandlers.fieldIssue) },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await completeAndSubmit(canvas, canvasElement);
    const name = canvas.getByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription("Names may not contain digits."));
    await expect(name).toHaveFocus();
  },
};

/** Registered by someone else since the check: the address field says so. */
export const TakenAtSubmit: Story = {
  parameters: {
    msw: { handlers: verifiedSignup(signupHandlers.emailTaken) },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await completeAndSubmit(canvas, canvasElement);
    await waitFor(() =>
      expect(emailBox(canvas)).toHaveAccessibleDescription("This e-mail address is already registered."),
    );
    await expect(canvas.queryByText("Your e-mail address is verified.")).not.toBeInTheDocument();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await ready(canvas, "회원가입");
    await userEvent.click(canvas.getByRole("button", { name: "가입하기" }));
    await expect(await canvas.findByRole("alert", { name: "필수 항목을 모두 입력해 주세요." })).toBeVisible();
    await expect(canvas.getAllByText("필수 약관에 동의해 주세요.")).toHaveLength(4);
    await userEvent.type(canvas.getByRole("textbox", { name: /^이메일/ }), storyMember.email);
    await userEvent.click(canvas.getByRole("button", { name: "중복 확인" }));
    await expect(
      await canvas.findByText("사용할 수 있는 이메일 주소입니다. 이제 인증번호를 받아 주세요."),
    ).toBeVisible();
  },
};
