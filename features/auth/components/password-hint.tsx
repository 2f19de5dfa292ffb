import { cn } from "@ds";
import { Check, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type PasswordChecks, passwordChecks } from "../model/rules";

const PARTS: readonly (keyof PasswordChecks)[] = ["length", "lower", "upper", "digit"];

/** The password rule as a checklist that fills in while the person types (the rule itself is in the schema). */
export function PasswordHint({ value }: { value: string }) {
  const { t } = useTranslation("auth");
  const checks = passwordChecks(value);
  return (
    <span className="flex flex-col gap-1">
      <span>{t("shared.passwordRule.summary")}</span>
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        {PARTS.map((part) => (
          <span key={part} className={cn("inline-flex items-center gap-1", checks[part] && "text-foreground")}>
            {checks[part] ? (
              <Check aria-hidden="true" className="size-3.5" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            {t(`shared.passwordRule.${part}`)}
            <span className="sr-only">
              {checks[part] ? t("shared.passwordRule.met") : t("shared.passwordRule.unmet")}
            </span>
          </span>
        ))}
      </span>
    </span>
  );
}
