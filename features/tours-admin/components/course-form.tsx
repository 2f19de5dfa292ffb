import { FormAlert, RemovableFieldset, showFieldIssues, useContractForm, useLeaveWarning } from "@blocks/feature-kit";
import { TOUR_AREAS } from "@contracts/tours";
import { type AdminCourse, MAX_COURSE_IMAGES } from "@contracts/tours-admin";
import {
  Button,
  Checkbox,
  Form,
  FormField,
  FormMessage,
  Input,
  Select,
  SelectField,
  SelectItem,
  Textarea,
  toast,
} from "@ds";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import { type Control, type FieldPath, useFieldArray, useFormState } from "react-hook-form";
import { useSaveCourse } from "../api/save-course";
import {
  type CourseValues,
  EMPTY_STOP,
  courseBody,
  courseFieldNames,
  courseIssues,
  courseValues,
  emptyCourse,
  fieldOfIssue,
} from "../model/course-form";
import { serverFailure } from "../model/messages";
import { useConsoleText } from "./use-console-text";

const LANGS = ["en", "ko"] as const;
type Lang = (typeof LANGS)[number];
/** The parent select's value for "a main course" (a select's item cannot have an empty value). */
const NO_PARENT = "-";

export type CourseFormProps = {
  /** The course to change; a new one when null. */
  saved: AdminCourse | null;
  /** Main courses a sub-course may hang under (by address and name). */
  parents: readonly { slug: string; name: string }[];
  /** After a save: the course as the server holds it (its address may be new). */
  onSaved: (course: AdminCourse) => void;
};

/**
 * The course editor's form: address, area and main course; both languages' name, summary, description and meeting
 * point; the itinerary's stops; the pictures' addresses in their order; duration, guide languages, minimum travellers, free-cancellation cut-off, order and
 * whether guests see it. The contract's rules and the server's refusals show beside their fields; what was typed
 * stays until it is saved.
 */
export function CourseForm({ saved, parents, onSaved }: CourseFormProps) {
  const { t, lang } = useConsoleText();
  const save = useSaveCourse();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<CourseValues>({
    defaultValues: saved ? courseValues(saved) : emptyCourse(),
    check: (values) => courseIssues(values, t),
  });
  const stops = useFieldArray({ control: form.control, name: "itinerary" });
  const images = useFieldArray({ control: form.control, name: "images" });
  const { isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty);

  const submit = async (values: CourseValues) => {
    setAlert(null);
    try {
      const course = await save(saved?.slug ?? null, courseBody(values));
      form.reset(courseValues(course));
      toast.success(
        t(saved ? "editor.saved" : "editor.created", { name: lang === "ko" ? course.name_ko : course.name_en }),
      );
      onSaved(course);
    } catch (error) {
      const names = new Set(courseFieldNames(values));
      const failure = serverFailure(error, [...names], t);
      const fields = failure.fields.flatMap((issue) => {
        const field = fieldOfIssue(issue.field, names);
        return field ? [{ ...issue, field: field as FieldPath<CourseValues> }] : [];
      });
      showFieldIssues(form, fields);
      setAlert(failure.message);
    }
  };

  const number = (name: "duration_minutes" | "min_travelers" | "cancel_cutoff_hours" | "sort_order", hint?: string) => (
    <FormField control={form.control} name={name} label={t(`editor.fields.${name}`)} hint={hint} required>
      {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-foreground">{t("editor.basics")}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            control={form.control}
            name="slug"
            label={t("editor.fields.slug")}
            hint={t("editor.fields.slugHint")}
            required
          >
            {(registered) => <Input autoComplete="off" spellCheck={false} {...registered} />}
          </FormField>
          <SelectField
            control={form.control}
            name="area"
            label={t("editor.fields.area")}
            required
            options={TOUR_AREAS.map((area) => ({ value: area, label: t(`shared.areas.${area}`) }))}
          />
          <FormField
            control={form.control}
            name="parent_slug"
            label={t("editor.fields.parent_slug")}
            hint={t("editor.fields.parentHint")}
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value || NO_PARENT}
                onValueChange={(value) => field.onChange(value === NO_PARENT ? "" : value)}
                onBlur={field.onBlur}
              >
                <SelectItem value={NO_PARENT}>{t("editor.fields.noParent")}</SelectItem>
                {parents
                  .filter((parent) => parent.slug !== saved?.slug)
                  .map((parent) => (
                    <SelectItem key={parent.slug} value={parent.slug}>
                      {parent.name}
                    </SelectItem>
                  ))}
              </Select>
            )}
          />
        </div>
      </fieldset>
      <div className="grid gap-6 md:grid-cols-2">
        {LANGS.map((language) => (
          <LanguageFields key={language} control={form.control} lang={language} />
        ))}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-foreground">{t("editor.itinerary.legend")}</legend>
        {stops.fields.length === 0 && <p className="text-sm text-muted-foreground">{t("editor.itinerary.none")}</p>}
        <StopsError control={form.control} />
        {stops.fields.map((stop, index) => (
          <StopFields key={stop.id} control={form.control} index={index} onRemove={() => stops.remove(index)} />
        ))}
        <div>
          <Button type="button" intent="outline" size="sm" onClick={() => stops.append({ ...EMPTY_STOP })}>
            <Plus aria-hidden="true" />
            {t("editor.itinerary.add")}
          </Button>
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby="course-images-hint">
        <legend className="mb-2 text-base font-semibold text-foreground">{t("editor.images.legend")}</legend>
        <p id="course-images-hint" className="text-sm text-muted-foreground">
          {t("editor.images.hint")}
        </p>
        <ImagesError control={form.control} />
        {images.fields.map((image, index) => (
          <ImageFields
            key={image.id}
            control={form.control}
            index={index}
            count={images.fields.length}
            onMove={(to) => images.move(index, to)}
            onRemove={() => images.remove(index)}
          />
        ))}
        <div>
          <Button
            type="button"
            intent="outline"
            size="sm"
            disabled={images.fields.length >= MAX_COURSE_IMAGES}
            onClick={() => images.append({ address: "" })}
          >
            <Plus aria-hidden="true" />
            {t("editor.images.add")}
          </Button>
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-foreground">{t("editor.details")}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {number("duration_minutes")}
          <FormField
            control={form.control}
            name="languages"
            label={t("editor.fields.languages")}
            hint={t("editor.fields.languagesHint")}
            required
          >
            {(registered) => <Input autoComplete="off" spellCheck={false} {...registered} />}
          </FormField>
          {number("min_travelers")}
          {number("cancel_cutoff_hours", t("editor.fields.cutoffHint"))}
          {number("sort_order", t("editor.fields.sortHint"))}
        </div>
        <FormField
          control={form.control}
          name="published"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              label={t("editor.fields.published")}
              description={t("editor.fields.publishedHint")}
            />
          )}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t(saved ? "editor.save" : "editor.create")}
        </Button>
      </div>
    </Form>
  );
}

/** The itinerary's own refusal (no stop at all), said where the stops are. */
function StopsError({ control }: { control: Control<CourseValues> }) {
  const { errors } = useFormState({ control, name: "itinerary" });
  const message = errors.itinerary?.message ?? errors.itinerary?.root?.message;
  return <FormMessage>{message}</FormMessage>;
}

/** The pictures' own refusal (none at all, or too many), said where the pictures are. */
function ImagesError({ control }: { control: Control<CourseValues> }) {
  const { errors } = useFormState({ control, name: "images" });
  const message = errors.images?.message ?? errors.images?.root?.message;
  return <FormMessage>{message}</FormMessage>;
}

/** One picture: its address, a move up or down the list (the first is the thumbnail), and the way to take it off. */
function ImageFields({
  control,
  index,
  count,
  onMove,
  onRemove,
}: {
  control: Control<CourseValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useConsoleText();
  const n = index + 1;
  return (
    <RemovableFieldset
      legend={t(index === 0 ? "editor.images.first" : "editor.images.picture", { n })}
      removeLabel={t("editor.images.remove", { n })}
      onRemove={onRemove}
    >
      <div className="flex flex-wrap items-end gap-3 pr-10">
        <div className="min-w-0 flex-1 basis-72">
          <FormField control={control} name={`images.${index}.address`} label={t("editor.images.address")} required>
            {(registered) => <Input inputMode="url" autoComplete="off" spellCheck={false} {...registered} />}
          </FormField>
        </div>
        <span className="flex gap-2 pb-0.5">
          <Button
            type="button"
            intent="outline"
            size="sm"
            disabled={index === 0}
            aria-label={t("editor.images.up", { n })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            intent="outline"
            size="sm"
            disabled={index === count - 1}
            aria-label={t("editor.images.down", { n })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </span>
      </div>
    </RemovableFieldset>
  );
}

/** One language's name, summary, description and meeting point. */
function LanguageFields({ control, lang }: { control: Control<CourseValues>; lang: Lang }) {
  const { t } = useConsoleText();
  const language = t(`shared.languages.${lang}`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" lang={lang}>
      <legend className="mb-2 text-base font-semibold text-foreground">{language}</legend>
      {(["name", "summary", "description", "meeting_point"] as const).map((part) => (
        <FormField
          key={part}
          control={control}
          name={`${part}_${lang}`}
          label={t(`editor.fields.${part}`)}
          summaryLabel={t("editor.fields.inLanguage", { field: t(`editor.fields.${part}`), language })}
          required
        >
          {(registered) =>
            part === "description" ? (
              <Textarea rows={5} {...registered} />
            ) : part === "summary" ? (
              <Textarea rows={2} {...registered} />
            ) : (
              <Input autoComplete="off" {...registered} />
            )
          }
        </FormField>
      ))}
    </fieldset>
  );
}

/** One stop: its time, both languages' title and words, and the way to take it off the itinerary. */
function StopFields({
  control,
  index,
  onRemove,
}: {
  control: Control<CourseValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useConsoleText();
  const n = index + 1;
  const label = (part: string, lang?: Lang) =>
    lang
      ? t("editor.fields.inLanguage", { field: t(`editor.itinerary.${part}`), language: t(`shared.languages.${lang}`) })
      : t(`editor.itinerary.${part}`);
  return (
    <RemovableFieldset
      legend={t("editor.itinerary.stop", { n })}
      removeLabel={t("editor.itinerary.remove", { n })}
      onRemove={onRemove}
    >
      <div className="grid gap-3 pr-10 sm:grid-cols-[8rem_1fr_1fr]">
        <FormField control={control} name={`itinerary.${index}.time`} label={label("time")} required>
          {(registered) => <Input type="time" {...registered} />}
        </FormField>
        {LANGS.map((lang) => (
          <FormField
            key={lang}
            control={control}
            name={`itinerary.${index}.title_${lang}`}
            label={label("title", lang)}
            required
          >
            {(registered) => <Input autoComplete="off" lang={lang} {...registered} />}
          </FormField>
        ))}
        <span aria-hidden="true" className="hidden sm:block" />
        {LANGS.map((lang) => (
          <FormField key={lang} control={control} name={`itinerary.${index}.text_${lang}`} label={label("text", lang)}>
            {(registered) => <Textarea rows={2} lang={lang} {...registered} />}
          </FormField>
        ))}
      </div>
    </RemovableFieldset>
  );
}
