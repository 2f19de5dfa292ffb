import { FileUploadField, InputField, TextLink, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { type MemberType, SIGNUP_FILE_MAX_BYTES, SIGNUP_FILE_TYPES } from "@contracts/auth";
import { Button, ButtonLink, Form, FormErrorSummary, flattenFieldErrors } from "@ds";
import type { Area } from "@lib/session/areas";
import { useEffect, useMemo, useReducer, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { useCheckEmail } from "../api/check-email";
import { useCheckEmailVerification } from "../api/check-email-verification";
import { useSendEmailVerification } from "../api/send-email-verification";
import { useSignup } from "../api/signup";
import { AuthPanel } from "../components/auth-panel";
import { ConsentFields } from "../components/consent-fields";
import { FormAlert } from "../components/form-alert";
import { PasswordHint } from "../components/password-hint";
import { useAuthText } from "../components/use-auth-text";
import {
  type EmailCheckState,
  canSendCode,
  canVerify,
  emailCheckReducer,
  initialEmailCheck,
  isDuplicateChecked,
  isVerified,
} from "../model/email-check";
import { errorCode, errorMessage } from "../model/error-messages";
import {
  VALIDATION_KEYS,
  VERIFICATION_CODE_PATTERN,
  emailRule,
  needsCompany,
  onlyMissingAnswers,
} from "../model/rules";
import { type RegistrationValues, emptyRegistration, registrationSchema } from "../model/schemas";
import { signupRequestBody, toSignupBody } from "../model/signup-payload";
import type { Translate } from "@lib/i18n/feature-text";

type RegistrationOutput = z.output<ReturnType<typeof registrationSchema>>;

export type RegistrationPaths = {
  /** The sign-in page the confirmation links to. */
  signIn: string;
};

export type RegistrationScreenProps = {
  /** Whose accounts are created here (the page's area). */
  area: Area;
  /** The member type from the address (`/account/registration/{userType}`). */
  userType: MemberType;
  paths: RegistrationPaths;
  /** Called once the account exists; the screen then shows its confirmation with a link to sign in. */
  onRegistered?: (result: { userId: number; email: string }) => void;
};

/**
 * Sign-up by member type (spec point 3): the address is checked for duplicates and confirmed with an e-mailed code
 * before the form can be sent; the consents of spec point 5; a business document for buyers and sellers. A failed
 * send keeps everything typed and puts the server's field messages on their fields.
 */
export function RegistrationScreen({ area, userType, paths, onRegistered }: RegistrationScreenProps) {
  const { t, lang } = useAuthText();
  const schema = useMemo(() => registrationSchema(t), [t]);
  const form = useContractForm<RegistrationValues, RegistrationOutput>({
    schema,
    defaultValues: emptyRegistration(userType),
  });
  const { control, setValue, clearErrors, getValues } = form;
  const [check, dispatch] = useReducer(emailCheckReducer, initialEmailCheck);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const signup = useSignup(area);
  const checkEmail = useCheckEmail(area);
  const sendCode = useSendEmailVerification(area);
  const verifyCode = useCheckEmailVerification(area);

  const email = useWatch({ control, name: "email" });
  const password = useWatch({ control, name: "password" });
  useEffect(() => dispatch({ type: "emailChanged", email }), [email]);

  // the form's flags follow the check, so the schema can block the submit with the spec's message
  useEffect(() => {
    const checked = isDuplicateChecked(check);
    const verified = isVerified(check);
    setValue("check_duplicate", checked);
    setValue("email_verified", verified);
    if (checked) clearErrors("email");
    if (verified) clearErrors("verification_code");
  }, [check, setValue, clearErrors]);

  const runCheck = async () => {
    // the address alone: the form's own rule for it also asks for this very check
    const parsed = emailRule(t).safeParse(getValues("email"));
    if (!parsed.success) {
      form.setError("email", { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    const address = parsed.data;
    dispatch({ type: "checkStarted", email: address });
    try {
      const availability = await checkEmail.trigger(address);
      dispatch({ type: "checkAnswered", email: address, available: availability === "available" });
    } catch (error) {
      dispatch({ type: "checkFailed", email: address, message: errorMessage(error, t) });
    }
  };

  const runSend = async () => {
    const address = check.email;
    dispatch({ type: "sendStarted", email: address });
    try {
      const data = await sendCode.trigger({ email: address, lang });
      dispatch({ type: "sendAnswered", email: address, expiresInSeconds: data.expiresInSeconds });
    } catch (error) {
      dispatch({ type: "sendFailed", email: address, message: errorMessage(error, t) });
    }
  };

  const runVerify = async () => {
    const address = check.email;
    const code = getValues("verification_code").trim();
    if (!VERIFICATION_CODE_PATTERN.test(code)) {
      form.setError("verification_code", { message: t(VALIDATION_KEYS.verificationCode) }, { shouldFocus: true });
      return;
    }
    dispatch({ type: "verifyStarted", email: address });
    try {
      await verifyCode.trigger({ email: address, code });
      dispatch({ type: "verifyAnswered", email: address });
    } catch (error) {
      const message = errorMessage(error, t);
      dispatch({ type: "verifyFailed", email: address, message });
      form.setError("verification_code", { type: "server", message }, { shouldFocus: true });
    }
  };

  const submit = async (values: RegistrationOutput) => {
    setFailure(null);
    try {
      const body = toSignupBody(values, lang);
      const { userId } = await signup.trigger(signupRequestBody(body, values.files[0]));
      setDone(values.email);
      onRegistered?.({ userId, email: values.email });
    } catch (error) {
      const code = errorCode(error);
      const message = errorMessage(error, t);
      if (code === "EMAIL_TAKEN") {
        // registered since the check: the check now says so, and the address field carries the message
        dispatch({ type: "checkStarted", email: values.email });
        dispatch({ type: "checkAnswered", email: values.email, available: false });
        form.setError("email", { type: "server", message }, { shouldFocus: true });
        return;
      }
      if (code === "VERIFICATION_REQUIRED" || code === "VERIFICATION_INVALID") {
        dispatch({ type: "codeRejected", email: values.email, message });
        form.setError("verification_code", { type: "server", message }, { shouldFocus: true });
        return;
      }
      // the server names the document `file`; the form holds it as `files`
      setFailure(showServerErrors(form, error, (failure) => errorMessage(failure, t), { fieldMap: { file: "files" } }));
    }
  };

  const messages = flattenFieldErrors(form.formState.errors).map((entry) => entry.message);

  if (done) {
    return (
      <AuthPanel title={t("registration.done.title")} description={t("registration.done.body", { email: done })}>
        <ButtonLink asChild size="lg" className="self-start">
          <Link to={paths.signIn}>{t("registration.done.signIn")}</Link>
        </ButtonLink>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      width="wide"
      title={t("registration.heading")}
      description={t("registration.description", { type: t(`shared.memberTypes.${userType}`) })}
    >
      <Form form={form} onSubmit={submit}>
        <FormErrorSummary title={onlyMissingAnswers(messages, t) ? t(VALIDATION_KEYS.fillRequired) : undefined} />
        <FormAlert>{failure}</FormAlert>

        <section aria-labelledby="registration-account" className="flex flex-col gap-4">
          <h2 id="registration-account" className="text-lg font-semibold">
            {t("registration.sections.account")}
          </h2>
          <div className="flex items-start gap-2">
            <InputField
              control={control}
              name="email"
              label={t("shared.fields.email")}
              required
              className="flex-1"
              type="email"
              autoComplete="email"
            />
            <div className="flex gap-2 pt-6.5">
              <Button intent="outline" onClick={() => void runCheck()} loading={check.duplicate === "checking"}>
                {t("registration.email.check")}
              </Button>
              {isDuplicateChecked(check) && !isVerified(check) && (
                <Button
                  intent="outline"
                  onClick={() => void runSend()}
                  disabled={!canSendCode(check)}
                  loading={check.verification === "sending"}
                >
                  {check.codeLifetimeSeconds ? t("registration.email.resend") : t("registration.email.send")}
                </Button>
              )}
            </div>
          </div>
          <EmailStatus check={check} t={t} />
          <div className="flex items-start gap-2">
            <InputField
              control={control}
              name="verification_code"
              label={t("registration.email.code")}
              required
              className="flex-1"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              readOnly={isVerified(check)}
            />
            <div className="pt-6.5">
              <Button
                intent="outline"
                onClick={() => void runVerify()}
                disabled={!canVerify(check)}
                loading={check.verification === "verifying"}
              >
                {t("registration.email.verify")}
              </Button>
            </div>
          </div>
          <InputField
            control={control}
            name="password"
            label={t("shared.fields.password")}
            hint={<PasswordHint value={password} />}
            required
            type="password"
            autoComplete="new-password"
          />
          <InputField
            control={control}
            name="password_confirm"
            label={t("shared.fields.passwordConfirm")}
            required
            type="password"
            autoComplete="new-password"
          />
        </section>

        <section aria-labelledby="registration-profile" className="flex flex-col gap-4">
          <h2 id="registration-profile" className="text-lg font-semibold">
            {t("registration.sections.profile")}
          </h2>
          <InputField control={control} name="name" label={t("shared.fields.name")} required autoComplete="name" />
          <InputField
            control={control}
            name="phone"
            label={t("shared.fields.phoneOptional")}
            hint={t("shared.fields.phoneHint")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
          />
          <InputField
            control={control}
            name="login_id"
            label={t("registration.fields.loginId")}
            hint={t("registration.fields.loginIdHint")}
            autoComplete="off"
          />
          {needsCompany(userType) && (
            <>
              <InputField
                control={control}
                name="company_name"
                label={t("registration.fields.companyName")}
                required
                autoComplete="organization"
              />
              <FileUploadField
                control={control}
                name="files"
                label={t("registration.fields.document")}
                hint={t("registration.fields.documentHint")}
                accept={SIGNUP_FILE_TYPES}
                maxSizeBytes={SIGNUP_FILE_MAX_BYTES}
                maxFiles={1}
              />
            </>
          )}
        </section>

        <ConsentFields />

        <Button type="submit" size="lg" loading={signup.isMutating}>
          {t("registration.submit")}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t("registration.haveAccount")} <TextLink to={paths.signIn}>{t("registration.signInLink")}</TextLink>
        </p>
      </Form>
    </AuthPanel>
  );
}

/** Where the e-mail check stands, announced politely as it changes. */
function EmailStatus({ check, t }: { check: EmailCheckState; t: Translate }) {
  let text: string | null = null;
  let danger = false;
  if (check.duplicate === "taken") {
    text = t("shared.errors.EMAIL_TAKEN");
    danger = true;
  } else if (check.duplicate === "failed" || (check.failure && check.verification !== "invalid")) {
    text = check.failure;
    danger = true;
  } else if (check.verification === "verified") {
    text = t("registration.email.verified");
  } else if ((check.verification === "sent" || check.verification === "invalid") && check.codeLifetimeSeconds) {
    const minutes = Math.max(1, Math.round(check.codeLifetimeSeconds / 60));
    text = t("registration.email.sent", { email: check.email, minutes });
  } else if (check.duplicate === "available") {
    text = t("registration.email.available");
  }
  return (
    <p role="status" className={danger ? "-mt-2 text-sm text-danger" : "-mt-2 text-sm text-muted-foreground"}>
      {text}
    </p>
  );
}
