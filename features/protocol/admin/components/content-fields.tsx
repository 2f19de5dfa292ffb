import { PROTOCOL_LIMITS } from "@contracts/protocol";
import { FormField, Input, Textarea } from "@ds";
import { type Control, type FieldPath, useFieldArray } from "react-hook-form";
import { EMPTY_CONTACT, EMPTY_ITEM, type TourValues } from "../model/tour-form";
import { EditableRows } from "./row-actions";
import { useAdminText } from "./use-admin-text";

type ContentName = "content_en" | "content_ko";
type Props = { control: Control<TourValues>; name: ContentName };
const path = (value: string) => value as FieldPath<TourValues>;

/** One language's programme: summary, dress code, the days with their items, and the contacts. */
export function ContentFields({ control, name }: Props) {
  const { t } = useAdminText();
  const lang = name === "content_ko" ? "ko" : "en";
  const language = t(`editor.languages.${lang}`);
  const days = useFieldArray({ control, name: `${name}.days` });
  const contacts = useFieldArray({ control, name: `${name}.contacts` });
  return (
    <fieldset lang={lang} className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{t("editor.programme.legend", { language })}</legend>
      <FormField control={control} name={path(`${name}.summary`)} label={t("editor.programme.summary", { language })}>
        {(registered) => <Textarea rows={3} maxLength={PROTOCOL_LIMITS.text} {...registered} />}
      </FormField>
      <FormField
        control={control}
        name={path(`${name}.dress_code`)}
        label={t("editor.programme.dressCode", { language })}
      >
        {(registered) => <Textarea rows={2} maxLength={PROTOCOL_LIMITS.text} {...registered} />}
      </FormField>
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("editor.programme.days", { language })}</h2>
        <EditableRows
          rows={days}
          legendOf={(index) => t("editor.programme.day", { number: index + 1, language })}
          empty={t("editor.programme.noDays")}
          add={{
            label: t("editor.programme.addDay", { language }),
            max: PROTOCOL_LIMITS.days,
            onAdd: () => days.append({ date: "", title: "", items: [{ ...EMPTY_ITEM }] }),
          }}
        >
          {(index) => (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  control={control}
                  name={path(`${name}.days.${index}.date`)}
                  label={t("editor.programme.date")}
                  required
                >
                  {(registered) => <Input type="date" {...registered} />}
                </FormField>
                <FormField
                  control={control}
                  name={path(`${name}.days.${index}.title`)}
                  label={t("editor.programme.dayTitle")}
                >
                  {(registered) => <Input maxLength={PROTOCOL_LIMITS.name} {...registered} />}
                </FormField>
              </div>
              <DayItems control={control} name={name} day={index} language={language} />
            </>
          )}
        </EditableRows>
      </div>
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("editor.programme.contacts", { language })}</h2>
        <EditableRows
          rows={contacts}
          legendOf={(index) => t("editor.programme.contact", { number: index + 1, language })}
          empty={t("editor.programme.noContacts")}
          add={{
            label: t("editor.programme.addContact", { language }),
            max: PROTOCOL_LIMITS.contacts,
            onAdd: () => contacts.append({ ...EMPTY_CONTACT }),
          }}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                control={control}
                name={path(`${name}.contacts.${index}.name`)}
                label={t("editor.programme.contactName")}
                required
              >
                {(registered) => <Input maxLength={PROTOCOL_LIMITS.short} {...registered} />}
              </FormField>
              <FormField
                control={control}
                name={path(`${name}.contacts.${index}.role`)}
                label={t("editor.programme.contactRole")}
              >
                {(registered) => <Input maxLength={PROTOCOL_LIMITS.short} {...registered} />}
              </FormField>
              <FormField
                control={control}
                name={path(`${name}.contacts.${index}.phone`)}
                label={t("editor.programme.contactPhone")}
                hint={t("editor.programme.contactPhoneHint")}
                required
              >
                {(registered) => <Input type="tel" inputMode="tel" maxLength={16} {...registered} />}
              </FormField>
              <FormField
                control={control}
                name={path(`${name}.contacts.${index}.email`)}
                label={t("editor.programme.contactEmail")}
              >
                {(registered) => <Input type="email" maxLength={254} {...registered} />}
              </FormField>
            </div>
          )}
        </EditableRows>
      </div>
    </fieldset>
  );
}

function DayItems({ control, name, day, language }: Props & { day: number; language: string }) {
  const { t } = useAdminText();
  const items = useFieldArray({ control, name: `${name}.days.${day}.items` });
  const base = `${name}.days.${day}.items`;
  return (
    <div className="flex flex-col gap-3">
      <EditableRows
        rows={items}
        legendOf={(index) => t("editor.programme.item", { day: day + 1, number: index + 1, language })}
        add={{
          label: t("editor.programme.addItem", { day: day + 1 }),
          max: PROTOCOL_LIMITS.itemsPerDay,
          onAdd: () => items.append({ ...EMPTY_ITEM }),
          intent: "ghost",
        }}
      >
        {(index) => (
          <>
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <FormField
                control={control}
                name={path(`${base}.${index}.time`)}
                label={t("editor.programme.time")}
                hint={t("editor.programme.timeHint")}
                required
              >
                {(registered) => <Input inputMode="numeric" maxLength={5} placeholder="09:30" {...registered} />}
              </FormField>
              <FormField
                control={control}
                name={path(`${base}.${index}.title`)}
                label={t("editor.programme.what")}
                required
              >
                {(registered) => <Input maxLength={PROTOCOL_LIMITS.name} {...registered} />}
              </FormField>
              <FormField control={control} name={path(`${base}.${index}.place`)} label={t("editor.programme.where")}>
                {(registered) => <Input maxLength={PROTOCOL_LIMITS.name} {...registered} />}
              </FormField>
            </div>
            <FormField control={control} name={path(`${base}.${index}.note`)} label={t("editor.programme.note")}>
              {(registered) => <Textarea rows={2} maxLength={PROTOCOL_LIMITS.text} {...registered} />}
            </FormField>
          </>
        )}
      </EditableRows>
    </div>
  );
}
