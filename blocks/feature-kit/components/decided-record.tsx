import { Button, Form } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { FeaturePage } from "./feature-page";
import { FormAlert } from "./form-alert";
import { SignedOut } from "./signed-out";
import { TextLink } from "./text-link";
import { TitledSection } from "./titled-section";

// The operators' page of one record that is decided once (a question answered, an application approved or
// declined): the record, then the form while it waits or the decision once made. Each feature brings its own record
// and words; the frame and the two ends of the decision live here (the states before the record is there are
// `RecordLoadState`'s).

export type DecidedRecordPageProps = {
  /** The feature's texts: `detail.heading`, `detail.back` and `shared.signedOut.*`. */
  t: Translate;
  /** The operators' sign-in area: signed out of it, the page shows the signed-out notice instead of the record. */
  area: Area;
  /** The list the record belongs to (the way back). */
  listPath: string;
  children: ReactNode;
};

/** The frame: the page's heading with the way back to the list, and the record for a signed-in operator. */
export function DecidedRecordPage({ t, area, listPath, children }: DecidedRecordPageProps) {
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("detail.heading")} aside={<TextLink to={listPath}>{t("detail.back")}</TextLink>}>
      {loggedIn ? children : <SignedOut t={t} />}
    </FeaturePage>
  );
}

/** The record itself: its badges, its name (a level-2 heading) and what follows. */
export function DecidedRecordCard({
  titleId,
  badges,
  title,
  children,
}: {
  titleId: string;
  badges: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-md border border-border p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <h2 id={titleId} className="text-xl font-semibold break-words text-foreground">
        {title}
      </h2>
      {children}
    </article>
  );
}

/** The decision once made, with why it replaced the form when someone else made it first. */
export function DecisionMade({ title, note, children }: { title: string; note?: string | null; children: ReactNode }) {
  return (
    <TitledSection title={title} className="flex flex-col gap-2">
      {note && <FormAlert>{note}</FormAlert>}
      {children}
    </TitledSection>
  );
}

export type DecisionFormSectionProps<V extends FieldValues> = {
  title: string;
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  /** What the form says above its fields after a refusal. */
  alert: string | null;
  sendLabel: string;
  /** The fields. */
  children: ReactNode;
};

/** The form of the decision while the record waits: its fields and the one button that sends it. */
export function DecisionFormSection<V extends FieldValues>({
  title,
  form,
  onSubmit,
  alert,
  sendLabel,
  children,
}: DecisionFormSectionProps<V>) {
  return (
    <TitledSection title={title} className="flex flex-col gap-3">
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        {alert && <FormAlert>{alert}</FormAlert>}
        {children}
        <div>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {sendLabel}
          </Button>
        </div>
      </Form>
    </TitledSection>
  );
}
