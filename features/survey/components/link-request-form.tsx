import { SurveyLinkRequestBodySchema } from "@contracts/survey";
import { Button, Field, FieldError, FieldHint, FieldLabel, Input } from "@ds";
import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useRequestSurveyLink } from "../api/request-link";
import { failureText, isTooManyRequests, isValidationError, localMessage } from "../model/server-messages";
import { useSurveyText } from "./use-survey-text";

/**
 * "Send my link again": the invitation's address in, a new personal link out by e-mail. The confirmation is the
 * same whether or not the address is invited (the server's answer is too), so nobody learns who is on the list.
 * The address is checked with the contract's own schema before it is sent.
 */
export function LinkRequestForm({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const { t, lang } = useSurveyText();
  const Heading = headingLevel;
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const link = useRequestSurveyLink();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = SurveyLinkRequestBodySchema.safeParse({ email: email.trim(), lang });
    if (!parsed.success) {
      setError(email.trim() ? localMessage(parsed.error.issues[0]?.message ?? "", t) : t("link.emailRequired"));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await link.trigger({ email: parsed.data.email, lang: parsed.data.lang });
      setSentTo(parsed.data.email);
    } catch (caught) {
      if (isValidationError(caught)) {
        setError(localMessage(caught.issues[0]?.message ?? caught.message, t));
        inputRef.current?.focus();
      } else {
        setFailure(isTooManyRequests(caught) ? t("link.tooMany") : failureText(caught, t));
      }
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-lg font-semibold text-foreground">
          {t("link.heading")}
        </Heading>
        <p className="text-sm text-muted-foreground">{t("link.body")}</p>
      </div>
      {sentTo ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("link.sent", { email: sentTo })}</span>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <Field required>
            <FieldLabel>{t("link.email")}</FieldLabel>
            <FieldHint>{t("link.emailHint")}</FieldHint>
            <Input
              ref={inputRef}
              type="email"
              size="lg"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FieldError>{error}</FieldError>
          </Field>
          {failure && (
            <p role="alert" className="text-sm font-medium text-danger">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" loading={link.isMutating} className="self-start">
            {t("link.submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
