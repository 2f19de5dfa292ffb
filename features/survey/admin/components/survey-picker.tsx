import { SURVEY_AREAS, SURVEY_KINDS, type SurveyArea, type SurveyKind } from "@contracts/survey";
import { Field, FieldLabel, Select, SelectItem } from "@ds";
import { useId } from "react";
import { AREA_LABEL_KEYS, KIND_LABEL_KEYS } from "../model/labels";
import type { SurveyChoice } from "../model/selection";
import { useAdminText } from "./use-admin-text";

/** The course and kind selectors: the same choice as the overview's links, for an operator who knows which one. */
export function SurveyPicker({
  choice,
  onChange,
}: {
  choice: SurveyChoice | null;
  onChange: (next: SurveyChoice) => void;
}) {
  const { t } = useAdminText();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[14rem_16rem]">
      <Field controlId={`${id}-area`}>
        <FieldLabel>{t("picker.course")}</FieldLabel>
        <Select
          value={choice?.area ?? ""}
          disabled={!choice}
          onValueChange={(area) => choice && onChange({ ...choice, area: area as SurveyArea })}
        >
          {SURVEY_AREAS.map((area) => (
            <SelectItem key={area} value={area}>
              {t(AREA_LABEL_KEYS[area])}
            </SelectItem>
          ))}
        </Select>
      </Field>
      <Field controlId={`${id}-kind`}>
        <FieldLabel>{t("picker.kind")}</FieldLabel>
        <Select
          value={choice?.kind ?? ""}
          disabled={!choice}
          onValueChange={(kind) => choice && onChange({ ...choice, kind: kind as SurveyKind })}
        >
          {SURVEY_KINDS.map((kind) => (
            <SelectItem key={kind} value={kind}>
              {t(KIND_LABEL_KEYS[kind])}
            </SelectItem>
          ))}
        </Select>
      </Field>
    </div>
  );
}
