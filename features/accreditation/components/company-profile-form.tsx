import { ChoiceGroupField, FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import {
  BUYER_CATEGORIES,
  BUYER_TYPES,
  CONTINENTS,
  type CompanyProfile,
  type CompanyProfileBody,
  MAIN_BUSINESS_MAX,
  MART_LANGUAGES,
  type MartFile,
  MartOriginSchema,
  PURPOSES,
  ROUTES,
  SECTORS,
  SOCIAL_NETWORKS,
} from "@contracts/mart";
import {
  Button,
  Combobox,
  type ComboboxOption,
  FileUpload,
  Form,
  FormErrorSummary,
  FormField,
  Input,
  NumberInput,
  RadioGroup,
  RadioGroupItem,
  SelectField,
  Textarea,
  formatFileSize,
} from "@ds";
import { FileText, Undo2, X } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { COUNTRY_CODES, countryName, sortByCountryName } from "../model/countries";
import { profileServerFailure } from "../model/failure";
import { IMAGE_RULES, documentRules } from "../model/file-checks";
import { type MartAccount, type ProfileFormValues, profileDefaults, profileIssues } from "../model/profile-form";
import { toProfileRequest } from "../model/profile-request";
import { type ProfileSection, sectionsFor } from "../model/sections";
import { zoneChoices, zoneForCountry, zoneLabel } from "../model/time-zones";
import { useAccreditationText } from "./use-accreditation-text";

export type CompanyProfileFormProps = {
  /** The account's side of the mart: a buyer is asked the buyer section, a seller's origin is its account's. */
  account: MartAccount;
  /** The saved profile, or null for a first one. */
  profile: CompanyProfile | null;
  /** Saves the profile (JSON, or multipart with files); a refusal keeps every value and shows why. */
  onSubmit: (body: CompanyProfileBody | FormData) => Promise<unknown>;
  /** Beside the save button: the way back without saving. */
  cancel?: ReactNode;
};

const TEXT_MAX = { short: 100, name: 200, address: 300, long: 1000 } as const;

/**
 * The company profile of spec point 3, every field in sections (company, contact person, address and time zone,
 * business, figures, the buyer's own questions, participation, languages and social IDs, logo, banner and
 * documents). Checked by the contract's own schema in the page's language; the server's field messages land on
 * their fields, and nothing typed is lost on any failure.
 */
export function CompanyProfileForm({ account, profile, onSubmit, cancel }: CompanyProfileFormProps) {
  const { t } = useAccreditationText();
  const role = account.role;
  const form = useContractForm<ProfileFormValues>({
    defaultValues: profileDefaults(profile, account),
    check: (values) => profileIssues(values, role, t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const sections = sectionsFor(role);
  const shows = (section: ProfileSection) => sections.includes(section);

  const submit = async (values: ProfileFormValues) => {
    setFailure(null);
    try {
      await onSubmit(toProfileRequest(values, role));
    } catch (error) {
      const mapped = profileServerFailure(error, t);
      showFieldIssues(form, mapped.fields);
      if (mapped.message) setFailure(`${t("form.failed")} ${mapped.message}`);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("form.label")}>
      <FormErrorSummary />
      {failure && <FormAlert>{failure}</FormAlert>}
      <p className="text-sm text-muted-foreground">{t("form.requiredNote")}</p>
      <CompanySection form={form} />
      <ContactSection form={form} />
      <AddressSection form={form} />
      <BusinessSection form={form} />
      <FiguresSection form={form} />
      {shows("buyer") && <BuyerSection form={form} />}
      <ParticipationSection form={form} />
      <LanguagesSection form={form} />
      <UploadsSection form={form} profile={profile} />
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-5">
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t("form.submit")}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

type FormApi = UseFormReturn<ProfileFormValues>;

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-lg border border-border px-4 pt-2 pb-5 sm:px-6">
      <legend className="px-1 text-lg font-semibold text-foreground">{title}</legend>
      {description && <p className="-mt-2 text-sm text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}

type TextName =
  | "name_ko"
  | "name_en"
  | "homepage"
  | "contact_name"
  | "department"
  | "position"
  | "contact_email"
  | "postal_code"
  | "address"
  | "address_detail"
  | "city"
  | `social_ids.${(typeof SOCIAL_NETWORKS)[number]}`;

function TextField({
  form,
  name,
  label,
  hint,
  required = false,
  maxLength,
  type = "text",
  autoComplete = "off",
}: {
  form: FormApi;
  name: TextName;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  type?: "text" | "email" | "url";
  autoComplete?: string;
}) {
  return (
    <FormField control={form.control} name={name} label={label} hint={hint} required={required}>
      {(registered) => <Input type={type} maxLength={maxLength} autoComplete={autoComplete} {...registered} />}
    </FormField>
  );
}

type NumberName =
  "phone" | "mobile" | "staff_count" | "annual_sales_2024" | "travelers_to_korea_since_2019" | "participation_count";

function DigitsField({
  form,
  name,
  label,
  hint,
  required = false,
  maxLength = 15,
  autoComplete = "off",
}: {
  form: FormApi;
  name: NumberName;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}) {
  return (
    <FormField control={form.control} name={name} label={label} hint={hint} required={required}>
      {(registered) => (
        <NumberInput
          allowDecimal={false}
          allowNegative={false}
          maxLength={maxLength}
          autoComplete={autoComplete}
          className="sm:max-w-64"
          {...registered}
        />
      )}
    </FormField>
  );
}

type SelectName = "continent" | "primary_sector" | "route" | "buyer_category" | "buyer_type";

function ChoiceSelect({
  form,
  name,
  label,
  options,
  labelOf,
  required = false,
  hint,
}: {
  form: FormApi;
  name: SelectName;
  label: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useAccreditationText();
  return (
    <SelectField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      required={required}
      placeholder={t("form.choose")}
      selectClassName="sm:max-w-80"
      options={options.map((option) => ({ value: option, label: labelOf(option) }))}
    />
  );
}

function CompanySection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.company")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name_ko" label={t("fields.name_ko")} required maxLength={TEXT_MAX.name} />
        <TextField
          form={form}
          name="name_en"
          label={t("fields.name_en")}
          required
          maxLength={TEXT_MAX.name}
          autoComplete="organization"
        />
      </div>
      <TextField
        form={form}
        name="homepage"
        label={t("fields.homepage")}
        hint={t("form.hints.homepage")}
        type="url"
        maxLength={TEXT_MAX.address}
        autoComplete="url"
      />
    </Section>
  );
}

function ContactSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.contact")} description={t("form.sections.contactNote")}>
      <TextField
        form={form}
        name="contact_name"
        label={t("fields.contact_name")}
        required
        maxLength={TEXT_MAX.short}
        autoComplete="name"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="department" label={t("fields.department")} maxLength={TEXT_MAX.short} />
        <TextField
          form={form}
          name="position"
          label={t("fields.position")}
          maxLength={TEXT_MAX.short}
          autoComplete="organization-title"
        />
        <DigitsField
          form={form}
          name="mobile"
          label={t("fields.mobile")}
          hint={t("form.hints.digits")}
          required
          autoComplete="tel"
        />
        <DigitsField form={form} name="phone" label={t("fields.phone")} hint={t("form.hints.digits")} />
      </div>
      <TextField
        form={form}
        name="contact_email"
        label={t("fields.contact_email")}
        required
        type="email"
        maxLength={TEXT_MAX.name}
        autoComplete="email"
      />
    </Section>
  );
}

function AddressSection({ form }: { form: FormApi }) {
  const { t, lang } = useAccreditationText();
  const countries = useMemo<ComboboxOption[]>(() => {
    const other = lang === "ko" ? "en" : "ko";
    return sortByCountryName(COUNTRY_CODES, lang).map((code) => ({
      value: code,
      label: countryName(code, lang),
      keywords: [code, countryName(code, other)],
    }));
  }, [lang]);
  const country = useWatch({ control: form.control, name: "country" });
  const zone = useWatch({ control: form.control, name: "time_zone" });
  const zones = useMemo(() => zoneChoices(country, zone), [country, zone]);
  return (
    <Section title={t("form.sections.address")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceSelect
          form={form}
          name="continent"
          label={t("fields.continent")}
          options={CONTINENTS}
          labelOf={(code) => t(`continents.${code}`)}
          required
        />
        <FormField
          control={form.control}
          name="country"
          label={t("fields.country")}
          required
          render={({ field }) => (
            <Combobox
              ref={field.ref}
              name={field.name}
              options={countries}
              value={field.value || null}
              onValueChange={(value) => {
                field.onChange(value ?? "");
                // the meeting times follow the zone: a company moving country moves zone too
                if (value) form.setValue("time_zone", zoneForCountry(value, form.getValues("time_zone")));
              }}
              onBlur={field.onBlur}
              placeholder={t("form.countryPlaceholder")}
            />
          )}
        />
        <TextField
          form={form}
          name="city"
          label={t("fields.city")}
          required
          maxLength={TEXT_MAX.short}
          autoComplete="address-level2"
        />
        <SelectField
          control={form.control}
          name="time_zone"
          label={t("fields.time_zone")}
          hint={t("form.hints.timeZone")}
          required
          placeholder={t("form.choose")}
          options={zones.map((option) => ({ value: option, label: zoneLabel(option) }))}
        />
        <TextField
          form={form}
          name="postal_code"
          label={t("fields.postal_code")}
          maxLength={20}
          autoComplete="postal-code"
        />
      </div>
      <TextField
        form={form}
        name="address"
        label={t("fields.address")}
        maxLength={TEXT_MAX.address}
        autoComplete="address-line1"
      />
      <TextField
        form={form}
        name="address_detail"
        label={t("fields.address_detail")}
        maxLength={TEXT_MAX.address}
        autoComplete="address-line2"
      />
    </Section>
  );
}

function BusinessSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.business")}>
      <ChoiceSelect
        form={form}
        name="primary_sector"
        label={t("fields.primary_sector")}
        options={SECTORS}
        labelOf={(code) => t(`sectors.${code}`)}
        required
      />
      <ChoiceGroupField
        control={form.control}
        name="sub_sectors"
        label={t("fields.sub_sectors")}
        hint={t("form.hints.subSectors")}
        options={SECTORS}
        labelOf={(code) => t(`sectors.${code}`)}
      />
      <FormField control={form.control} name="products_services" label={t("fields.products_services")}>
        {(registered) => <Textarea rows={3} maxLength={TEXT_MAX.long} {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="main_business"
        label={t("fields.main_business")}
        hint={t("form.hints.mainBusiness", { max: MAIN_BUSINESS_MAX })}
        required
      >
        {(registered) => <Textarea rows={5} maxLength={MAIN_BUSINESS_MAX} showCount {...registered} />}
      </FormField>
    </Section>
  );
}

function FiguresSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.figures")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <DigitsField form={form} name="staff_count" label={t("fields.staff_count")} maxLength={7} />
        <DigitsField
          form={form}
          name="annual_sales_2024"
          label={t("fields.annual_sales_2024")}
          hint={t("form.hints.usd")}
          maxLength={13}
        />
        <DigitsField
          form={form}
          name="travelers_to_korea_since_2019"
          label={t("fields.travelers_to_korea_since_2019")}
          maxLength={8}
        />
      </div>
      <FormField
        control={form.control}
        name="korea_performance_since_2020"
        label={t("fields.korea_performance_since_2020")}
        hint={t("form.hints.koreaPerformance")}
      >
        {(registered) => <Textarea rows={3} maxLength={TEXT_MAX.long} {...registered} />}
      </FormField>
    </Section>
  );
}

function BuyerSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.buyer")} description={t("form.sections.buyerNote")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceSelect
          form={form}
          name="buyer_category"
          label={t("fields.buyer_category")}
          options={BUYER_CATEGORIES}
          labelOf={(code) => t(`categories.${code}`)}
          required
        />
        <ChoiceSelect
          form={form}
          name="buyer_type"
          label={t("fields.buyer_type")}
          options={BUYER_TYPES}
          labelOf={(code) => t(`buyerTypes.${code}`)}
          required
        />
      </div>
      <FormField
        control={form.control}
        name="origin"
        label={t("fields.origin")}
        required
        render={({ field }) => (
          <RadioGroup ref={field.ref} value={field.value || ""} onValueChange={field.onChange} orientation="horizontal">
            {MartOriginSchema.options.map((origin) => (
              <RadioGroupItem key={origin} value={origin} label={t(`origins.${origin}`)} />
            ))}
          </RadioGroup>
        )}
      />
    </Section>
  );
}

function ParticipationSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  const participated = useWatch({ control: form.control, name: "participated_before" });
  return (
    <Section title={t("form.sections.participation")}>
      <FormField
        control={form.control}
        name="participated_before"
        label={t("fields.participated_before")}
        required
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            value={field.value ? "yes" : "no"}
            onValueChange={(next) => field.onChange(next === "yes")}
            orientation="horizontal"
          >
            <RadioGroupItem value="yes" label={t("form.yes")} />
            <RadioGroupItem value="no" label={t("form.no")} />
          </RadioGroup>
        )}
      />
      {participated && (
        <DigitsField
          form={form}
          name="participation_count"
          label={t("fields.participation_count")}
          required
          maxLength={2}
        />
      )}
      <ChoiceSelect
        form={form}
        name="route"
        label={t("fields.route")}
        options={ROUTES}
        labelOf={(code) => t(`routes.${code}`)}
        required
      />
      <ChoiceGroupField
        control={form.control}
        name="purposes"
        label={t("fields.purposes")}
        required
        options={PURPOSES}
        labelOf={(code) => t(`purposes.${code}`)}
      />
    </Section>
  );
}

function LanguagesSection({ form }: { form: FormApi }) {
  const { t } = useAccreditationText();
  return (
    <Section title={t("form.sections.languages")}>
      <ChoiceGroupField
        control={form.control}
        name="languages"
        label={t("fields.languages")}
        hint={t("form.hints.languages")}
        required
        options={MART_LANGUAGES}
        labelOf={(code) => t(`languages.${code}`)}
        columns={3}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            form={form}
            name={`social_ids.${network}`}
            label={t("fields.social_id", { network: t(`social.${network}`) })}
            maxLength={TEXT_MAX.short}
          />
        ))}
      </div>
    </Section>
  );
}

function UploadsSection({ form, profile }: { form: FormApi; profile: CompanyProfile | null }) {
  const { t } = useAccreditationText();
  const kept = useWatch({ control: form.control, name: "keep_document_ids" });
  const keptFiles = (profile?.documents ?? []).filter((file) => kept.includes(file.id));
  return (
    <Section title={t("form.sections.uploads")} description={t("form.sections.uploadsNote")}>
      <ImageField form={form} name="logo" saved={profile?.logo ?? null} />
      <ImageField form={form} name="banner" saved={profile?.banner ?? null} />
      <FormField
        control={form.control}
        name="documents"
        label={t("fields.documents")}
        hint={t("form.hints.documents")}
        render={({ field }) => (
          <div className="flex flex-col gap-3">
            {keptFiles.length > 0 && (
              <ul aria-label={t("form.keptDocuments")} className="flex flex-col gap-2">
                {keptFiles.map((file) => (
                  <SavedFileRow
                    key={file.id}
                    file={file}
                    action={
                      <Button
                        type="button"
                        intent="ghost"
                        size="sm"
                        aria-label={t("form.removeFile", { name: file.name })}
                        onClick={() =>
                          form.setValue(
                            "keep_document_ids",
                            kept.filter((id) => id !== file.id),
                            { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
                          )
                        }
                      >
                        <X aria-hidden="true" />
                        {t("form.remove")}
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
            <FileUpload
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              multiple
              {...documentRules(keptFiles.length)}
            />
          </div>
        )}
      />
    </Section>
  );
}

function SavedFileRow({ file, action, removed = false }: { file: MartFile; action: ReactNode; removed?: boolean }) {
  const { lang } = useAccreditationText();
  return (
    <li className="flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-sm">
      {file.mime.startsWith("image/") ? (
        <img src={file.url} alt="" className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      )}
      <span
        className={removed ? "min-w-0 flex-1 truncate text-muted-foreground line-through" : "min-w-0 flex-1 truncate"}
      >
        {file.name}
      </span>
      <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size, lang)}</span>
      {action}
    </li>
  );
}

/** The saved logo or banner (kept, or marked for removal) and the picker for a new one, which replaces it. */
function ImageField({ form, name, saved }: { form: FormApi; name: "logo" | "banner"; saved: MartFile | null }) {
  const { t } = useAccreditationText();
  const removeName = name === "logo" ? "remove_logo" : "remove_banner";
  const removed = useWatch({ control: form.control, name: removeName });
  return (
    <FormField
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      hint={t(`form.hints.${name}`)}
      render={({ field }) => (
        <div className="flex flex-col gap-3">
          {saved && (
            <ul aria-label={t(`form.saved.${name}`)}>
              <SavedFileRow
                file={saved}
                removed={removed}
                action={
                  <Button
                    type="button"
                    intent="ghost"
                    size="sm"
                    aria-label={t(removed ? "form.keepFile" : "form.removeFile", { name: saved.name })}
                    onClick={() => form.setValue(removeName, !removed, { shouldDirty: true })}
                  >
                    {removed ? <Undo2 aria-hidden="true" /> : <X aria-hidden="true" />}
                    {t(removed ? "form.keep" : "form.remove")}
                  </Button>
                }
              />
            </ul>
          )}
          <FileUpload
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...IMAGE_RULES}
          />
        </div>
      )}
    />
  );
}
