import {
  FeaturePage,
  FormAlert,
  ListSkeleton,
  SignedOut,
  TextLink,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
  RadioField,
} from "@blocks/feature-kit";
import {
  type AdminVenue,
  VENUE_ADMIN_ADDRESS_MAX,
  VENUE_ADMIN_DESCRIPTION_MAX,
  VENUE_ADMIN_DIRECTIONS_MAX,
  VENUE_ADMIN_HOURS_MAX,
  VENUE_ADMIN_NAME_MAX,
  VENUE_ADMIN_SLUG_MAX,
  VENUE_ADMIN_THUMBNAIL_MAX,
} from "@contracts/pass-venues-admin";
import { VENUE_CATEGORIES, VENUE_DISTRICTS } from "@contracts/passes";
import { Badge, Button, Checkbox, Form, FormField, Input, SelectField, Textarea } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { OPERATOR_AREA } from "../api/keys";
import { useVenue, useVenueWrites } from "../api/venues";
import { OperatorFailure } from "../components/operator-failure";
import type { PassVenuesAdminPaths } from "../components/paths";
import { useVenuesAdminText } from "../components/use-venues-admin-text";
import { serverFailure } from "../model/messages";
import {
  EMPTY_VENUE,
  VENUE_FIELDS,
  type VenueValues,
  toVenueBody,
  toVenueValues,
  venueIssues,
} from "../model/venue-form";

export type PassVenueFormScreenProps = {
  /** The venue to edit; null for a new one. */
  venueId: number | null;
  paths: PassVenuesAdminPaths;
};

/** What the page says once a write went through (a new venue says it on its own page, which it opens). */
type Done = "created" | "saved" | "published" | "unpublished";
type DoneState = { done?: Done } | null;

/**
 * A partner venue's form for operators (`/seoulitepass/admin/venues/new` and `/{id}`): every field in both languages,
 * checked by the contract as the operator types and again by the server, whose refusals (a slug another venue has)
 * show beside their fields; what was typed stays. An existing venue is published or unpublished from here.
 */
export function PassVenueFormScreen({ venueId, paths }: PassVenueFormScreenProps) {
  const { t } = useVenuesAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const venue = useVenue(venueId);
  const title = t(venueId === null ? "form.createTitle" : "form.editTitle");
  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (venueId === null) body = <VenueForm venue={null} paths={paths} />;
  else if (venue.error && !venue.data)
    body = <OperatorFailure error={venue.error} title={t("form.loadError")} onRetry={() => void venue.mutate()} />;
  else if (!venue.data)
    body = <ListSkeleton label={t("shared.loading")} rows={["h-24", "h-10", "h-10", "h-32", "h-10"]} />;
  else body = <VenueForm key={venue.data.id} venue={venue.data} paths={paths} />;
  return (
    <FeaturePage title={title} aside={<TextLink to={paths.list}>{t("form.back")}</TextLink>}>
      {body}
    </FeaturePage>
  );
}

function VenueForm({ venue, paths }: { venue: AdminVenue | null; paths: PassVenuesAdminPaths }) {
  const { t, lang } = useVenuesAdminText();
  const navigate = useNavigate();
  const location = useLocation();
  const writes = useVenueWrites(lang);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>((location.state as DoneState)?.done ?? null);
  const [flipping, setFlipping] = useState(false);
  const form = useContractForm<VenueValues>({
    defaultValues: venue ? toVenueValues(venue) : EMPTY_VENUE,
    check: (values) => venueIssues(values, t),
  });
  // a new venue opens its own page once added: nothing is left unsaved to warn of
  const [createdId, setCreatedId] = useState<number | null>(null);
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful && createdId === null);
  useEffect(() => {
    if (createdId !== null) void navigate(paths.venue(createdId), { state: { done: "created" } satisfies DoneState });
  }, [createdId, navigate, paths]);
  const kind = form.watch("benefit.kind");

  const submit = async (values: VenueValues) => {
    setAlert(null);
    setDone(null);
    try {
      // an edit keeps the venue's published state: publishing is its own action
      const body = { ...toVenueBody(values), ...(venue ? { published: venue.published } : {}) };
      const saved = await writes.save(venue?.id ?? null, body);
      if (venue) {
        form.reset(toVenueValues(saved));
        setDone("saved");
      } else {
        setCreatedId(saved.id);
      }
    } catch (error) {
      const failure = serverFailure(error, VENUE_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const flip = async (published: boolean) => {
    if (!venue) return;
    setAlert(null);
    setDone(null);
    setFlipping(true);
    try {
      await writes.publish(venue.id, published);
      setDone(published ? "published" : "unpublished");
    } catch (error) {
      setAlert(serverFailure(error, [], t).message);
    } finally {
      setFlipping(false);
    }
  };

  const categories = VENUE_CATEGORIES.map((value) => ({ value, label: t(`pass-venues:shared.categories.${value}`) }));
  const districts = VENUE_DISTRICTS.map((value) => ({ value, label: t(`pass-venues:shared.districts.${value}`) }));
  const text = (name: keyof VenueValues, label: string, max: number, extra: { ko?: boolean; hint?: string } = {}) => (
    <FormField control={form.control} name={name as "slug"} label={label} hint={extra.hint} required>
      {(registered) => <Input maxLength={max} lang={extra.ko ? "ko" : undefined} {...registered} />}
    </FormField>
  );
  const area = (name: keyof VenueValues, label: string, max: number, ko = false) => (
    <FormField control={form.control} name={name as "slug"} label={label} required>
      {(registered) => <Textarea rows={3} maxLength={max} lang={ko ? "ko" : undefined} {...registered} />}
    </FormField>
  );
  const check = (name: "repeat_visits" | "reservation_required" | "published", label: string, hint?: string) => (
    <FormField
      control={form.control}
      name={name}
      summaryLabel={label}
      hint={hint}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={label}
          checked={field.value}
          onCheckedChange={(next) => field.onChange(next === true)}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t("form.label")}>
      {venue && (
        <section
          aria-label={t("form.publishing.label")}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4"
        >
          <span className="flex items-center gap-2">
            <Badge variant={venue.published ? "success" : "neutral"}>
              {t(venue.published ? "shared.published" : "shared.unpublished")}
            </Badge>
            <span className="text-sm text-muted-foreground">
              {t(venue.published ? "form.publishing.shown" : "form.publishing.hidden")}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-3">
            {venue.published && <TextLink to={paths.publicVenue(venue.id)}>{t("form.publishing.view")}</TextLink>}
            <Button
              type="button"
              intent={venue.published ? "outline" : "primary"}
              loading={flipping}
              onClick={() => void flip(!venue.published)}
            >
              {t(venue.published ? "form.publishing.unpublish" : "form.publishing.publish")}
            </Button>
          </span>
        </section>
      )}
      {done && (
        <p role="status" className="flex items-center gap-2 text-sm text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t(`form.done.${done}`)}
        </p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("form.sections.names")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("name_en", t("form.fields.nameEn"), VENUE_ADMIN_NAME_MAX)}
          {text("name_ko", t("form.fields.nameKo"), VENUE_ADMIN_NAME_MAX, { ko: true })}
        </div>
        {text("slug", t("form.fields.slug"), VENUE_ADMIN_SLUG_MAX, { hint: t("form.fields.slugHint") })}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="category"
            label={t("form.fields.category")}
            required
            placeholder={t("form.fields.choose")}
            options={categories}
          />
          <SelectField
            control={form.control}
            name="district"
            label={t("form.fields.district")}
            required
            placeholder={t("form.fields.choose")}
            options={districts}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("form.sections.offer")}</legend>
        <RadioField
          control={form.control}
          name="benefit.kind"
          label={t("form.fields.benefit")}
          summaryLabel={t("form.fields.benefit")}
          required
          options={[
            { value: "free_entry", label: t("form.fields.freeEntry") },
            { value: "discount", label: t("form.fields.discount") },
          ]}
        />
        {kind === "discount" && (
          <FormField
            control={form.control}
            name="benefit.percent"
            label={t("form.fields.percent")}
            hint={t("form.fields.percentHint")}
            required
          >
            {(registered) => <Input inputMode="numeric" maxLength={2} className="sm:max-w-32" {...registered} />}
          </FormField>
        )}
        {check("repeat_visits", t("form.fields.repeatVisits"), t("form.fields.repeatVisitsHint"))}
        {check("reservation_required", t("form.fields.reservationRequired"))}
        <div className="grid gap-5 sm:grid-cols-2">
          {text("opening_hours_en", t("form.fields.hoursEn"), VENUE_ADMIN_HOURS_MAX)}
          {text("opening_hours_ko", t("form.fields.hoursKo"), VENUE_ADMIN_HOURS_MAX, { ko: true })}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("form.sections.words")}</legend>
        {area("description_en", t("form.fields.descriptionEn"), VENUE_ADMIN_DESCRIPTION_MAX)}
        {area("description_ko", t("form.fields.descriptionKo"), VENUE_ADMIN_DESCRIPTION_MAX, true)}
        {text("thumbnail", t("form.fields.thumbnail"), VENUE_ADMIN_THUMBNAIL_MAX, {
          hint: t("form.fields.thumbnailHint"),
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("form.sections.place")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("address_en", t("form.fields.addressEn"), VENUE_ADMIN_ADDRESS_MAX)}
          {text("address_ko", t("form.fields.addressKo"), VENUE_ADMIN_ADDRESS_MAX, { ko: true })}
        </div>
        {area("directions_en", t("form.fields.directionsEn"), VENUE_ADMIN_DIRECTIONS_MAX)}
        {area("directions_ko", t("form.fields.directionsKo"), VENUE_ADMIN_DIRECTIONS_MAX, true)}
        <div className="grid gap-5 sm:grid-cols-2">
          {text("lat", t("form.fields.lat"), 20, { hint: t("form.fields.latHint") })}
          {text("lng", t("form.fields.lng"), 20, { hint: t("form.fields.lngHint") })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="phone"
            label={t("form.fields.phone")}
            hint={t("form.fields.phoneHint")}
          >
            {(registered) => <Input type="tel" inputMode="tel" maxLength={16} {...registered} />}
          </FormField>
          <FormField
            control={form.control}
            name="sort_order"
            label={t("form.fields.sortOrder")}
            hint={t("form.fields.sortOrderHint")}
          >
            {(registered) => <Input inputMode="numeric" maxLength={4} {...registered} />}
          </FormField>
        </div>
        {!venue && check("published", t("form.fields.publishNow"), t("form.fields.publishNowHint"))}
      </fieldset>
      <div>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t(venue ? "form.save" : "form.create")}
        </Button>
      </div>
    </Form>
  );
}
