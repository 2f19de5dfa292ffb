import { NationalityField } from "@blocks/countries";
import { loadSignedInMember, useSignedInMember } from "@blocks/member";
import { Checkbox, FormField, Input } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { TravelerValues } from "../model/values";
import { useBookingText } from "./use-booking-text";

/** The fieldset's texts, by their key in `booking.traveler`. */
export type TravelerLabels = {
  sameAsMember: string;
  representativeName: string;
  contact: string;
  contactHint: string;
  passportNumber: string;
  nationality: string;
  nationalityPlaceholder: string;
  arrivalFlightNumber: string;
  arrivalFlightHint: string;
  departureAddress: string;
  destinationAddress: string;
};

const LABEL_KEYS: readonly (keyof TravelerLabels)[] = [
  "sameAsMember",
  "representativeName",
  "contact",
  "contactHint",
  "passportNumber",
  "nationality",
  "nationalityPlaceholder",
  "arrivalFlightNumber",
  "arrivalFlightHint",
  "departureAddress",
  "destinationAddress",
];

type TextField = Exclude<keyof TravelerValues, "nationality" | "same_as_representative">;
type ProfileField = "representative_name" | "contact" | "passport_number" | "nationality";

export type TravelerFieldsProps<T extends TravelerValues> = {
  /** The booking form these fields belong to (it holds its own fields besides). */
  form: UseFormReturn<T>;
  /** Words for a failed nationality lookup, shown under the field: the feature's, which may translate the server's. */
  errorText: (error: unknown) => string;
  /** A feature's own wording in place of the block's, for the keys it names. */
  labels?: Partial<TravelerLabels>;
  /** The sign-in area whose member "same as the member" copies. */
  area?: Area;
};

/**
 * The representative traveller's details of a booking (name, contact, passport, nationality, flight, addresses),
 * with "same as the member" filling them from the signed-in member's profile (a guest is not offered it). Renders the fields only: the form
 * around them and their rules are the feature's.
 */
export function TravelerFields<T extends TravelerValues>({
  form: featureForm,
  errorText,
  labels,
  area = "member",
}: TravelerFieldsProps<T>) {
  // the constraint above guarantees these fields; the form's other fields are never touched here
  const form = featureForm as unknown as UseFormReturn<TravelerValues>;
  const { t } = useBookingText();
  const signedIn = useIsLoggedIn(area);
  const member = useSignedInMember(area, { errorToast: false });
  const text = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, labels?.[key] ?? t(`traveler.${key}`)]),
  ) as TravelerLabels;

  const fillFromProfile = async (checked: boolean) => {
    form.setValue("same_as_representative", checked, { shouldDirty: true });
    if (!checked) return;
    // the profile may still be on its way when the box is ticked: wait for it (a failure leaves just the flag)
    const profile = member.data ?? (await loadSignedInMember(area, { errorToast: false }).catch(() => undefined));
    if (!profile || !form.getValues("same_as_representative")) return;
    const fill = (name: ProfileField, value: string | null) => {
      if (value) form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    fill("representative_name", profile.name);
    fill("contact", profile.phone);
    fill("passport_number", profile.passport);
    fill("nationality", profile.nationality);
  };

  const input = (
    name: TextField,
    label: string,
    extra: { hint?: ReactNode; required?: boolean; inputMode?: "numeric"; autoComplete?: string } = {},
  ) => (
    <FormField control={form.control} name={name} label={label} hint={extra.hint} required={extra.required ?? true}>
      {(registered) => <Input inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? "off"} {...registered} />}
    </FormField>
  );

  return (
    <>
      {/* a guest (a summit tour booked without an account) has no profile to copy */}
      {signedIn && (
        <FormField
          control={form.control}
          name="same_as_representative"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={text.sameAsMember}
              checked={field.value}
              onCheckedChange={(next) => void fillFromProfile(next === true)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
      {input("representative_name", text.representativeName, { autoComplete: "name" })}
      {input("contact", text.contact, { hint: text.contactHint, inputMode: "numeric", autoComplete: "tel" })}
      {input("passport_number", text.passportNumber)}
      <NationalityField
        control={form.control}
        name="nationality"
        label={text.nationality}
        placeholder={text.nationalityPlaceholder}
        required
        describeError={errorText}
      />
      {input("arrival_flight_number", text.arrivalFlightNumber, { hint: text.arrivalFlightHint, required: false })}
      {input("departure_address", text.departureAddress)}
      {input("destination_address", text.destinationAddress)}
    </>
  );
}
