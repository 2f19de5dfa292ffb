import { EDU_MESSAGE_MAX, type EduDecision } from "@contracts/applications";
import { FormField, RadioGroup, RadioGroupItem, type RadioGroupOrientation, Textarea } from "@ds";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { type DecisionValues, messageRequired } from "../model/decision-form";
import { useAdminText } from "./use-admin-text";

export type DecisionFieldsProps = {
  form: UseFormReturn<DecisionValues>;
  /** The moves offered, in order. */
  moves: readonly EduDecision[];
  orientation?: RadioGroupOrientation;
};

/**
 * The move and the message mailed with it, as one decision and a bulk decision both ask for them: the message is
 * marked required for the moves the contract mails only with one.
 */
export function DecisionFields({ form, moves, orientation }: DecisionFieldsProps) {
  const { t } = useAdminText();
  const status = useWatch({ control: form.control, name: "status" });
  const required = messageRequired(status);
  return (
    <>
      <FormField
        control={form.control}
        name="status"
        label={t("decision.move")}
        required
        render={({ field }) => (
          <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} orientation={orientation}>
            {moves.map((move) => (
              <RadioGroupItem key={move} value={move} label={t(`decision.moves.${move}`)} />
            ))}
          </RadioGroup>
        )}
      />
      <FormField
        control={form.control}
        name="message"
        label={t("decision.message")}
        hint={t(required ? "decision.messageRequiredHint" : "decision.messageHint")}
        required={required}
      >
        {(registered) => <Textarea rows={4} maxLength={EDU_MESSAGE_MAX} {...registered} />}
      </FormField>
    </>
  );
}
