import { FeaturePage, LoadError, SignedOut, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { nationalityOptions, useNationalities } from "@blocks/countries";
import { useMember } from "@blocks/member";
import type { Member } from "@contracts/members";
import { Button, Combobox, Form, FormField, FormMessage, Input, RadioGroup, RadioGroupItem, Skeleton } from "@ds";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useCurrentUser } from "@lib/session/current-user";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ReactNode, useMemo, useState } from "react";
import type { z } from "zod";
import { useUpdateMember } from "../api/update-member";
import { useAccountText } from "../components/use-account-text";
import {
  GENDERS,
  type PhoneValues,
  type ProfileValues,
  isoDay,
  phoneSchema,
  profileSchema,
  profileValues,
  toUpdateBody,
} from "../model/profile";

/** Whether a mobile number is free in the area: "taken" when another account has it. */
export type PhoneCheck = (phone: string) => Promise<"available" | "taken">;

export type MyProfileScreenProps = {
  /** The duplicate check of the phone change (the site passes the auth feature's, rule 2). */
  checkPhone: PhoneCheck;
  /** The password change (a slot: it belongs to the auth feature). */
  passwordSection?: ReactNode;
  /** Deleting the account (a slot: it belongs to the auth feature). */
  deleteSection?: ReactNode;
  area?: Area;
};

/**
 * `My profile` (spec point 3): name, e-mail (shown), birthday, gender, nationality and passport; the mobile number
 * changes through its own check (edit, duplicate check, save); then the password and account sections the site
 * passes in. Saving shows "saved" on the page, never a toast (spec point 7).
 */
export function MyProfileScreen({ checkPhone, passwordSection, deleteSection, area = "member" }: MyProfileScreenProps) {
  const { t } = useAccountText();
  const loggedIn = useIsLoggedIn(area);
  const user = useCurrentUser(area);
  const member = useMember(area, user.data?.id ?? null);

  if (!loggedIn) {
    return (
      <FeaturePage title={t("myProfile.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }

  const error = user.error ?? member.error;
  return (
    <FeaturePage title={t("myProfile.heading")}>
      {error ? (
        <LoadError
          t={t}
          title={t("myProfile.error")}
          error={error}
          onRetry={() => void (user.error ? user.mutate() : member.mutate())}
        />
      ) : !member.data ? (
        <div className="flex flex-col gap-4">
          <Skeleton lines={4} srLabel={t("shared.loading")} />
          <Skeleton shape="block" shapeClassName="h-40" />
        </div>
      ) : (
        <>
          <ProfileForm key={member.data.id} area={area} member={member.data} />
          <PhoneSection key={`phone-${member.data.id}`} area={area} member={member.data} checkPhone={checkPhone} />
        </>
      )}
      {passwordSection && <div className="border-t border-border pt-6">{passwordSection}</div>}
      {deleteSection && <div className="border-t border-border pt-6">{deleteSection}</div>}
    </FeaturePage>
  );
}

/** Radix radios need a value for "nothing chosen"; the form keeps it as "". */
const NO_GENDER = "unspecified";

function ProfileForm({ area, member }: { area: Area; member: Member }) {
  const { t, lang } = useAccountText();
  const [today] = useState(() => isoDay(new Date()));
  const schema = useMemo(() => profileSchema(t, today), [t, today]);
  const form = useContractForm<ProfileValues, z.output<typeof schema>>({
    schema,
    defaultValues: profileValues(member),
  });
  const update = useUpdateMember(area, member.id);
  const nationalities = useNationalities();
  const [message, setMessage] = useState<{ tone: "danger" | "success"; text: string } | null>(null);

  const options = useMemo(() => nationalityOptions(nationalities.data ?? [], lang), [nationalities.data, lang]);

  const submit = async (values: z.output<typeof schema>) => {
    setMessage(null);
    try {
      const saved = await update.trigger(toUpdateBody(values));
      form.reset(profileValues(saved));
      setMessage({ tone: "success", text: t("myProfile.saved") });
    } catch (error) {
      const text = showServerErrors(form, error, (failure) => failureText(failure, t));
      if (text) setMessage({ tone: "danger", text });
    }
  };

  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-4">
      <h2 id="profile-heading" className="text-lg font-semibold">
        {t("myProfile.sections.profile")}
      </h2>
      <Form form={form} onSubmit={submit}>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-medium">{t("myProfile.fields.email")}</dt>
          <dd className="text-sm text-muted-foreground">{member.email}</dd>
        </dl>
        <FormField control={form.control} name="name" label={t("myProfile.fields.name")} required>
          {(registered) => <Input autoComplete="name" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="birthday"
          label={t("myProfile.fields.birthday")}
          hint={t("myProfile.fields.birthdayHint")}
        >
          {(registered) => <Input inputMode="numeric" autoComplete="bday" placeholder="YYYY-MM-DD" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="gender"
          label={t("myProfile.fields.gender")}
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              orientation="horizontal"
              value={field.value || NO_GENDER}
              onValueChange={(value) => field.onChange(value === NO_GENDER ? "" : value)}
            >
              {GENDERS.map((gender) => (
                <RadioGroupItem key={gender} value={gender} label={t(`myProfile.genders.${gender}`)} />
              ))}
              <RadioGroupItem value={NO_GENDER} label={t("myProfile.genders.unspecified")} />
            </RadioGroup>
          )}
        />
        <FormField
          control={form.control}
          name="nationality"
          label={t("myProfile.fields.nationality")}
          hint={nationalities.error ? failureText(nationalities.error, t) : undefined}
          render={({ field }) => (
            <Combobox
              ref={field.ref}
              name={field.name}
              options={options}
              value={field.value || null}
              onValueChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              placeholder={t("myProfile.fields.nationalityPlaceholder")}
            />
          )}
        />
        <FormField
          control={form.control}
          name="passport"
          label={t("myProfile.fields.passport")}
          hint={t("myProfile.fields.passportHint")}
        >
          {(registered) => <Input autoComplete="off" autoCapitalize="characters" {...registered} />}
        </FormField>
        <Button type="submit" className="self-start" loading={update.isMutating}>
          {t("myProfile.save")}
        </Button>
      </Form>
    </section>
  );
}

type Availability = "unchecked" | "checking" | "available" | "taken";

/** The mobile number changes in three steps: type it, check it is free, save it. */
function PhoneSection({ area, member, checkPhone }: { area: Area; member: Member; checkPhone: PhoneCheck }) {
  const { t } = useAccountText();
  const schema = useMemo(() => phoneSchema(t), [t]);
  const form = useContractForm<PhoneValues>({ schema, defaultValues: { phone: "" } });
  const update = useUpdateMember(area, member.id);
  const [editing, setEditing] = useState(false);
  const [availability, setAvailability] = useState<Availability>("unchecked");
  const [message, setMessage] = useState<{ tone: "danger" | "success"; text: string } | null>(null);
  const phoneField = form.register("phone", { onChange: () => setAvailability("unchecked") });

  const check = async () => {
    setMessage(null);
    if (!(await form.trigger("phone"))) return;
    setAvailability("checking");
    try {
      const answer = await checkPhone(form.getValues("phone").trim());
      setAvailability(answer);
      if (answer === "taken") form.setError("phone", { type: "server", message: t("myProfile.phone.taken") });
    } catch (error) {
      setAvailability("unchecked");
      setMessage({ tone: "danger", text: failureText(error, t) });
    }
  };

  const save = async (values: PhoneValues) => {
    setMessage(null);
    if (availability !== "available") {
      form.setError("phone", { type: "check", message: t("myProfile.phone.checkFirst") }, { shouldFocus: true });
      return;
    }
    try {
      await update.trigger({ phone: values.phone.trim() });
      setEditing(false);
      setAvailability("unchecked");
      form.reset({ phone: "" });
      setMessage({ tone: "success", text: t("myProfile.phone.saved") });
    } catch (error) {
      const text = showServerErrors(form, error, (failure) => failureText(failure, t));
      if (text) setMessage({ tone: "danger", text });
    }
  };

  return (
    <section aria-labelledby="phone-heading" className="flex flex-col gap-4 border-t border-border pt-6">
      <h2 id="phone-heading" className="text-lg font-semibold">
        {t("myProfile.sections.phone")}
      </h2>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      {!editing ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm">{member.phone ?? t("myProfile.phone.none")}</p>
          <Button
            intent="outline"
            size="sm"
            onClick={() => {
              setMessage(null);
              setEditing(true);
            }}
          >
            {t("myProfile.phone.change")}
          </Button>
        </div>
      ) : (
        <Form form={form} onSubmit={save}>
          <div className="flex items-start gap-2">
            <FormField
              control={form.control}
              name="phone"
              label={t("myProfile.phone.new")}
              hint={availability === "available" ? t("myProfile.phone.available") : t("myProfile.phone.hint")}
              required
              className="flex-1"
            >
              {() => <Input type="tel" inputMode="numeric" autoComplete="tel" autoFocus {...phoneField} />}
            </FormField>
            <div className="pt-6.5">
              <Button intent="outline" onClick={() => void check()} loading={availability === "checking"}>
                {t("myProfile.phone.check")}
              </Button>
            </div>
          </div>
          <div className="flex gap-2">
            <Button type="submit" loading={update.isMutating}>
              {t("myProfile.phone.save")}
            </Button>
            <Button
              intent="ghost"
              onClick={() => {
                setEditing(false);
                setAvailability("unchecked");
                form.reset({ phone: "" });
              }}
            >
              {t("myProfile.phone.cancel")}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
