import { DialogFrame, FieldRow, LoadError, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { SURVEY_AREAS, type SurveyArea } from "@contracts/survey";
import {
  Button,
  Checkbox,
  DialogBody,
  DialogClose,
  DialogFooter,
  Form,
  FormField,
  FormMessage,
  Input,
  RadioGroup,
  RadioGroupItem,
  RequiredMark,
} from "@ds";
import { LANGS, isLang } from "@lib/i18n/locale";
import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { type Invitation, useInviteGuest } from "../api/invite-guest";
import { useInvitees } from "../api/list-invitees";
import { serverFailure } from "../model/failure";
import {
  INVITE_FIELDS,
  type InviteDraft,
  type InviteField,
  checkInvite,
  emptyInvite,
  toggleArea,
} from "../model/invite-form";
import { AREA_LABEL_KEYS, LANG_LABEL_KEYS } from "../model/labels";
import { InviteeTable } from "./invitee-table";
import { useAdminText } from "./use-admin-text";

export type InviteGuestsDialogProps = {
  /** The course the page shows: ticked in the form, and whose guests the list shows. */
  area: SurveyArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * "Invite guests": a guest's name, address, courses and language; the server mails the personal link, and the
 * dialog shows it this once (only its hash is kept) with a Copy button. Below, the course's guests and their status.
 */
export function InviteGuestsDialog({ area, open, onOpenChange }: InviteGuestsDialogProps) {
  const { t } = useAdminText();
  const course = t(AREA_LABEL_KEYS[area]);
  const invitees = useInvitees(open ? area : null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  const change = (next: boolean) => {
    // the link is shown once: closing the dialog lets it go
    if (!next) setInvitation(null);
    onOpenChange(next);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      size="lg"
      title={t("invite.title")}
      description={t("invite.description")}
    >
      <DialogBody className="flex flex-col gap-6">
        {/* the link first: it is what the operator came for, and it is shown only now */}
        {invitation && <LinkPanel key={invitation.link} invitation={invitation} />}
        <InviteForm key={area} area={area} onInvited={setInvitation} />
        {/* not a section: the table's own region already carries the list's name */}
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-foreground">{t("invitees.heading", { course })}</h3>
          {invitees.error && !invitees.data ? (
            <LoadError
              t={t}
              describe={failureText}
              title={t("invitees.loadError")}
              error={invitees.error}
              onRetry={() => void invitees.mutate()}
            />
          ) : (
            <InviteeTable
              area={area}
              caption={t("invitees.heading", { course })}
              invitees={invitees.data ?? []}
              loading={!invitees.data}
            />
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button intent="outline">{t("shared.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogFrame>
  );
}

function InviteForm({ area, onInvited }: { area: SurveyArea; onInvited: (invitation: Invitation) => void }) {
  const { t } = useAdminText();
  const invite = useInviteGuest();
  const inviteIssues = (keys: Partial<Record<InviteField, string>>) =>
    INVITE_FIELDS.flatMap((field) => {
      const key = keys[field];
      return key ? [{ field, message: t(key) }] : [];
    });

  // the contract's rules, each field's issue in the form's order (the first one takes the focus)
  const form = useContractForm<InviteDraft>({
    defaultValues: emptyInvite(area),
    check: (values) => {
      const check = checkInvite(values);
      return check.ok ? [] : inviteIssues(check.issues);
    },
  });
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (values: InviteDraft) => {
    setMessage(null);
    const check = checkInvite(values);
    if (!check.ok) return;
    try {
      onInvited(await invite.trigger(check.body));
      form.reset(emptyInvite(area));
    } catch (error) {
      const failure = serverFailure(error, INVITE_FIELDS, t);
      const order = (field: InviteField) => INVITE_FIELDS.indexOf(field);
      showFieldIssues(
        form,
        [...failure.fields].sort((a, b) => order(a.field) - order(b.field)),
      );
      setMessage(failure.message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={() => setMessage(null)}
      aria-label={t("invite.formLabel")}
      className="gap-4"
    >
      <FormMessage>{message}</FormMessage>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" required label={t("invite.fields.name")}>
          {(registered) => <Input autoComplete="off" {...registered} />}
        </FormField>
        <FormField control={form.control} name="email" required label={t("invite.fields.email")}>
          {(registered) => <Input type="email" autoComplete="off" {...registered} />}
        </FormField>
      </div>
      <AreasField control={form.control} />
      <FormField
        control={form.control}
        name="lang"
        label={t("invite.fields.lang")}
        hint={t("invite.langHint")}
        render={({ field }) => (
          <RadioGroup
            orientation="horizontal"
            value={field.value}
            onValueChange={(value) => isLang(value) && field.onChange(value)}
          >
            {LANGS.map((lang) => (
              <RadioGroupItem key={lang} value={lang} label={t(LANG_LABEL_KEYS[lang])} />
            ))}
          </RadioGroup>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={invite.isMutating}>
          {t("invite.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** The tour courses: a group of boxes, its first box taking the focus when none is ticked. */
function AreasField({ control }: { control: Control<InviteDraft> }) {
  const { t } = useAdminText();
  const errorId = `${useId()}-areas-error`;
  // registered here, after the name and the address, so a form at fault focuses them first
  const areas = useController({ control, name: "areas" });
  const areasError = areas.fieldState.error?.message;
  return (
    <fieldset
      // the courses are a group: its first box takes the focus
      ref={(element) => areas.field.ref(element ? { focus: () => element.querySelector("button")?.focus() } : element)}
      aria-describedby={areasError ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium text-foreground">
        {t("invite.fields.areas")}
        <RequiredMark />
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SURVEY_AREAS.map((course) => (
          <Checkbox
            key={course}
            label={t(AREA_LABEL_KEYS[course])}
            checked={areas.field.value.includes(course)}
            invalid={Boolean(areasError)}
            onCheckedChange={(on) =>
              areas.field.onChange(toggleArea(areas.field.value, course, on === true, SURVEY_AREAS))
            }
          />
        ))}
      </div>
      {areasError && (
        <p id={errorId} className="text-sm text-danger">
          {areasError}
        </p>
      )}
    </fieldset>
  );
}

/** The new guest's personal link, this once, with a way to copy it. */
function LinkPanel({ invitation }: { invitation: Invitation }) {
  const { t } = useAdminText();
  const id = useId();
  const [copy, setCopy] = useState<"idle" | "done" | "failed">("idle");
  const linkRef = useRef<HTMLInputElement>(null);
  // the new link takes the focus (and is selected), so it is read out and ready to copy by hand too
  useEffect(() => linkRef.current?.focus(), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopy("done");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-foreground">
        {t("invite.created.heading", { name: invitation.invitee.name })}
      </h3>
      <p className="text-sm text-foreground">{t("invite.created.sent", { email: invitation.invitee.email })}</p>
      <FieldRow controlId={`${id}-link`} label={t("invite.created.link")} hint={t("invite.created.once")}>
        <div className="flex gap-2">
          <Input
            ref={linkRef}
            readOnly
            value={invitation.link}
            className="font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <Button intent="outline" onClick={() => void copyLink()}>
            <Copy aria-hidden="true" />
            {t("invite.created.copy")}
          </Button>
        </div>
      </FieldRow>
      <p role="status" className="text-sm text-muted-foreground">
        {copy === "done" ? t("invite.created.copied") : copy === "failed" ? t("invite.created.copyFailed") : ""}
      </p>
    </section>
  );
}
