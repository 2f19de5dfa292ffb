import { zodResolver } from "@hookform/resolvers/zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { z } from "zod";
import { type DsMessages, useDsLocale } from "../../i18n";
import { Button } from "../button";
import { Checkbox } from "../checkbox";
import { Combobox } from "../combobox";
import { countryOptions } from "../combobox/combobox.fixtures";
import { FileUpload } from "../file-upload";
import { Input } from "../input";
import { NumberInput } from "../number-input";
import { RadioGroup, RadioGroupItem } from "../radio-group";
import { Textarea } from "../textarea";
import {
  Form,
  FormErrorSummary,
  FormField,
  type ServerValidationError,
  serverFieldIssues,
  setServerFieldErrors,
} from "./form";
import { SelectField } from "./select-field";
import { componentDocs } from "../../stories/docs";

/** The spec's password rule: 8 to 25 characters with upper- and lower-case English letters and digits. */
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,25}$/;

function signUpSchema(v: DsMessages["forms"]["validation"]) {
  return z
    .object({
      email: z
        .string()
        .trim()
        .min(1, { error: v.required })
        .pipe(z.email({ error: v.email })),
      password: z.string().min(1, { error: v.required }).regex(PASSWORD_RULE, { error: v.password }),
      passwordConfirm: z.string().min(1, { error: v.required }),
      terms: z.boolean().refine((agreed) => agreed, { error: v.terms }),
    })
    .refine((values) => values.password === values.passwordConfirm, {
      path: ["passwordConfirm"],
      error: v.passwordConfirm,
    });
}

type SignUpValues = z.input<ReturnType<typeof signUpSchema>>;

/** The caller's words (labels are the screen's, not the design system's); the rules' messages come from ds-forms. */
const LABELS = {
  en: {
    email: "E-mail",
    password: "Password",
    passwordHint: "8 to 25 characters, with upper- and lower-case letters and digits",
    passwordConfirm: "Confirm password",
    terms: "I agree to the terms of use",
    termsShort: "Terms of use",
    submit: "Create account",
  },
  ko: {
    email: "이메일",
    password: "비밀번호",
    passwordHint: "영문 대소문자와 숫자를 포함해 8~25자",
    passwordConfirm: "비밀번호 확인",
    terms: "이용약관에 동의합니다",
    termsShort: "이용약관",
    submit: "가입하기",
  },
} as const;

type SignUpFormProps = {
  /** Called with the parsed values when every rule passes and the (pretend) server accepts them. */
  onSubmit: (values: SignUpValues) => void;
  /** Plays the server: returns its validation error for these values, or nothing to accept them. */
  server?: (values: SignUpValues) => ServerValidationError | undefined;
};

function SignUpForm({ onSubmit, server }: SignUpFormProps) {
  const { locale, messages } = useDsLocale();
  const labels = LABELS[locale === "ko" ? "ko" : "en"];
  const schema = useMemo(() => signUpSchema(messages.forms.validation), [messages]);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "", passwordConfirm: "", terms: false },
  });
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const v = messages.forms.validation;
  // when every error is a missing answer, the summary says the spec's "fill in all required fields"
  const onlyMissing = Object.values(form.formState.errors).every(
    (error) => error?.message === v.required || error?.message === v.terms,
  );

  const submit = (values: SignUpValues) => {
    const error = server?.(values);
    if (!error) {
      setFormMessage(null);
      onSubmit(values);
      return;
    }
    // the API names fields in snake_case; the form in camelCase
    const unmatched = setServerFieldErrors(form, serverFieldIssues(error), {
      fieldMap: { password_confirm: "passwordConfirm" },
    });
    setFormMessage(unmatched.map((issue) => issue.message).join(" ") || null);
  };

  return (
    // two columns only so the whole form fits the 800x600 screenshot
    <Form form={form} onSubmit={submit} className="grid w-[46rem] grid-cols-2 items-start gap-x-6 gap-y-4">
      <FormErrorSummary className="col-span-2" title={onlyMissing ? v.fillRequired : undefined} />
      {formMessage && (
        <p role="alert" className="col-span-2 text-sm text-danger">
          {formMessage}
        </p>
      )}
      <FormField control={form.control} name="email" label={labels.email} required>
        {(registered) => <Input type="email" autoComplete="email" {...registered} />}
      </FormField>
      <FormField control={form.control} name="password" label={labels.password} hint={labels.passwordHint} required>
        {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
      </FormField>
      <FormField control={form.control} name="passwordConfirm" label={labels.passwordConfirm} required>
        {(registered) => <Input type="password" autoComplete="new-password" {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="terms"
        required
        summaryLabel={labels.termsShort}
        className="self-center"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={labels.terms}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Button type="submit" size="lg" className="col-span-2 justify-self-start">
        {labels.submit}
      </Button>
    </Form>
  );
}

const meta = {
  title: "Design System/Forms/Form",
  component: SignUpForm,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Helpers for react-hook-form + zod (`zodResolver`). `Form` provides the form and turns off the browser's " +
      "bubbles; `FormField` connects a named field to a Field (label, hint, error, required mark) and to its " +
      "control: `children` as a function for uncontrolled inputs, `render` for controlled ones. On a submit " +
      "with errors the first invalid field takes focus and `FormErrorSummary` lists every error as a link to " +
      "its field. `setServerFieldErrors(form, issues)` shows the API's `{ field, message }` issues on the " +
      "fields. The story is a sign-up form with the spec's rules and messages (from the ds-forms locale).",
  ),
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password input by its field name (password inputs have no role to find them by). */
function passwordInput(canvasElement: HTMLElement, name: "password" | "passwordConfirm"): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  return input;
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "E-mail required" }), "minji@example.com");
  await userEvent.type(passwordInput(canvasElement, "password"), "Travel2026");
  await userEvent.type(passwordInput(canvasElement, "passwordConfirm"), "Travel2026");
  await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the terms of use required" }));
}

/** Valid values: the submit callback receives them. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: "minji@example.com",
        password: "Travel2026",
        passwordConfirm: "Travel2026",
        terms: true,
      }),
    );
    await expect(canvas.queryByRole("alert", { name: /fields/ })).not.toBeInTheDocument();
  },
};

/** The same form, without a play function, to try by hand. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/**
 * Submitting empty: every required field says so, the first one (e-mail) takes focus, and the summary (titled
 * with the spec's "fill in all required fields", through its `title` prop) lists the errors as links; a link moves
 * focus to its field. Nothing is sent.
 */
export const SubmitEmpty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const email = canvas.getByRole("textbox", { name: "E-mail required" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This is a required field.");
    const summary = canvas.getByRole("alert", { name: "Please fill in all required fields." });
    const links = within(summary).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "E-mail: This is a required field.",
      "Password: This is a required field.",
      "Confirm password: This is a required field.",
      "Terms of use: Please agree to the required terms.",
    ]);
    await userEvent.click(within(summary).getByRole("link", { name: "Password: This is a required field." }));
    const password = passwordInput(canvasElement, "password");
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleName("Password required");
    await userEvent.click(within(summary).getByRole("link", { name: /^Terms of use/ }));
    await expect(canvas.getByRole("checkbox", { name: "I agree to the terms of use required" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong values get the spec's messages: e-mail format, the password rule, the confirmation must match. */
export const InvalidValues: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail required" }), "minji@");
    await userEvent.type(passwordInput(canvasElement, "password"), "travel");
    await userEvent.type(passwordInput(canvasElement, "passwordConfirm"), "travel");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the terms of use required" }));
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(
      canvas.getByText("Use 8 to 25 characters with upper- and lower-case English letters and digits."),
    ).toBeVisible();
    // fixing the errors clears them as the person types (the form re-validates on change after a submit)
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail required" }), "example.com");
    await waitFor(() => expect(canvas.queryByText("Please enter a valid e-mail address.")).not.toBeInTheDocument());
    const password = passwordInput(canvasElement, "password");
    await userEvent.clear(password);
    await userEvent.type(password, "Travel2026");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByText("The password confirmation does not match.")).toBeVisible();
    await expect(passwordInput(canvasElement, "passwordConfirm")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses: its `{ message, code, issues: [{ field, message }] }` answer is put on the fields
 * (`password_confirm` mapped to `passwordConfirm`), the first gets focus; an issue for no field is shown above.
 */
export const ServerFieldErrors: Story = {
  args: {
    server: () => ({
      message: "Validation failed",
      code: "VALIDATION_ERROR",
      field: "email",
      issues: [
        { field: "email", message: "This e-mail address is already registered." },
        { field: "password_confirm", message: "Passwords must match (server check)." },
        { field: "referrer", message: "The referral code has expired." },
      ],
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const email = canvas.getByRole("textbox", { name: "E-mail required" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("This e-mail address is already registered."));
    await expect(email).toHaveFocus();
    await expect(passwordInput(canvasElement, "passwordConfirm")).toHaveAccessibleDescription(
      "Passwords must match (server check).",
    );
    await expect(canvas.getByText("The referral code has expired.")).toBeVisible();
    const summary = canvas.getByRole("alert", { name: "Please check the following fields" });
    await expect(within(summary).getAllByRole("link")).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Korean: the rules speak Korean (the labels are the screen's own). */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "가입하기" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "이메일 필수" })).toHaveFocus());
    const summary = canvas.getByRole("alert", { name: "필수 항목을 모두 입력해 주세요." });
    await expect(within(summary).getAllByRole("link")[0]).toHaveTextContent("이메일: 필수 입력 항목입니다.");
    await expect(within(summary).getAllByRole("link")[3]).toHaveTextContent("이용약관: 필수 약관에 동의해 주세요.");
  },
};

const inquirySchema = (v: DsMessages["forms"]["validation"]) =>
  z.object({
    type: z.string().min(1, { error: v.required }),
    payment: z.string().min(1, { error: v.required }),
    nationality: z.string({ error: v.required }).min(1, { error: v.required }),
    travellers: z.string().min(1, { error: v.required }),
    message: z.string().trim().min(1, { error: v.required }).max(500),
    documents: z.array(z.instanceof(File)).min(1, { error: v.required }),
  });

type InquiryValues = z.input<ReturnType<typeof inquirySchema>>;

const INQUIRY_TYPES = [
  { value: "booking", label: "Booking" },
  { value: "payment", label: "Payment and refund" },
];

function EveryControlForm({ onSubmit }: { onSubmit: (values: InquiryValues) => void }) {
  const { locale, messages } = useDsLocale();
  const schema = useMemo(() => inquirySchema(messages.forms.validation), [messages]);
  const form = useForm<InquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: { type: "", payment: "", nationality: "", travellers: "", message: "", documents: [] },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid w-[46rem] grid-cols-2 items-start gap-x-6 gap-y-3">
      {/* the list in two columns: only so the whole form fits the 800x600 screenshot */}
      <FormErrorSummary className="col-span-2 [&_ul]:grid [&_ul]:grid-cols-2" />
      <SelectField control={form.control} name="type" label="Inquiry type" required options={INQUIRY_TYPES} />
      <FormField
        control={form.control}
        name="payment"
        label="Payment method"
        required
        render={({ field }) => (
          <RadioGroup ref={field.ref} orientation="horizontal" value={field.value} onValueChange={field.onChange}>
            <RadioGroupItem value="card" label="Credit card" />
            <RadioGroupItem value="transfer" label="Bank transfer" />
          </RadioGroup>
        )}
      />
      <FormField
        control={form.control}
        name="nationality"
        label="Nationality"
        required
        render={({ field }) => (
          <Combobox
            ref={field.ref}
            name={field.name}
            options={countryOptions(locale)}
            value={field.value || null}
            onValueChange={(value) => field.onChange(value ?? "")}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormField control={form.control} name="travellers" label="Travellers" required>
        {(registered) => <NumberInput allowDecimal={false} allowNegative={false} {...registered} />}
      </FormField>
      <FormField control={form.control} name="message" label="Message" required>
        {(registered) => <Textarea size="sm" rows={1} maxLength={500} showCount {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="documents"
        label="Passport copy"
        required
        render={({ field }) => (
          <FileUpload
            ref={field.ref}
            size="sm"
            accept={["image/*", ".pdf"]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Button type="submit" className="col-span-2 justify-self-start">
        Send
      </Button>
    </Form>
  );
}

/**
 * Every control in a FormField after an empty submit: the visual net for forms in error. The summary's link to
 * the radio group focuses its first radio (a group cannot take focus itself); filled in, the values arrive.
 */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: (args) => (
    <div className="p-3">
      <EveryControlForm onSubmit={args.onSubmit as (values: InquiryValues) => void} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const summary = await canvas.findByRole("alert", { name: "Please check the following fields" });
    await expect(within(summary).getAllByRole("link")).toHaveLength(6);
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Inquiry type required" })).toHaveFocus());
    await userEvent.click(within(summary).getByRole("link", { name: /^Payment method/ }));
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toHaveFocus();
    await expect(canvas.getByRole("radiogroup", { name: "Payment method required" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByRole("combobox", { name: "Nationality required" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every control filled in: the values arrive typed, files as File[] (ready for a multipart FormData). */
export const EveryControlSubmitted: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => <EveryControlForm onSubmit={args.onSubmit as (values: InquiryValues) => void} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Inquiry type required" }));
    await userEvent.click(await screen.findByRole("option", { name: "Booking" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Bank transfer" }));
    await userEvent.type(canvas.getByRole("combobox", { name: "Nationality required" }), "japan{Enter}");
    await userEvent.type(canvas.getByRole("textbox", { name: "Travellers required" }), "2");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message required" }), "Airport pick-up for two.");
    const passport = new File(["%PDF-1.7"], "passport.pdf", { type: "application/pdf", lastModified: 0 });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, passport);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          type: "booking",
          payment: "transfer",
          nationality: "JP",
          travellers: "2",
          message: "Airport pick-up for two.",
          documents: [passport],
        },
        expect.anything(),
      ),
    );
  },
};
