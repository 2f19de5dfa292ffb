import { SurveyLinkRequestBodySchema } from "@contracts/survey";
import { showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { Button, Field, FieldError, FieldHint, FieldLabel, Input } from "@ds";
import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
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
  const form = useContractForm<{ email: string }>({
    defaultValues: { email: "" },
    check: ({ email }) => {
      const parsed = SurveyLinkRequestBodySchema.safeParse({ email: email.trim(), lang });
      if (parsed.success) return [];
      const message = email.trim() ? localMessage(parsed.error.issues[0]?.message ?? "", t) : t("link.emailRequired");
      return [{ field: "email", message }];
    },
  });
  const error = form.formState.errors.email?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const link = useRequestSurveyLink();

  const submit = async ({ email }: { email: string }) => {
    try {
      const body = SurveyLinkRequestBodySchema.parse({ email: email.trim(), lang });
      await link.trigger({ email: body.email, lang: body.lang });
      setSentTo(body.email);
    } catch (caught) {
      if (isValidationError(caught)) {
        showFieldIssues(form, [
          { field: "email", message: localMessage(caught.issues[0]?.message ?? caught.message, t) },
        ]);
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
        <form
          noValidate
          onSubmit={(event) => {
            setFailure(null);
            void form.handleSubmit(submit)(event);
          }}
          className="flex flex-col gap-3"
        >
          <Field required>
            <FieldLabel>{t("link.email")}</FieldLabel>
            <FieldHint>{t("link.emailHint")}</FieldHint>
            <Input type="email" size="lg" autoComplete="email" inputMode="email" {...form.register("email")} />
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
