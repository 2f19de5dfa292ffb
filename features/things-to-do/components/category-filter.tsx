import { EVENT_CATEGORIES, type EventCategory } from "@contracts/things-to-do";
import { Button } from "@ds";
import { useThingsToDoText } from "./use-things-to-do-text";

export type CategoryFilterProps = {
  /** The category shown; undefined for every one. */
  value: EventCategory | undefined;
  onChange: (category: EventCategory | undefined) => void;
};

/** "Everything" and one button per category; the one shown is pressed. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useThingsToDoText();
  const choices: (EventCategory | undefined)[] = [undefined, ...EVENT_CATEGORIES];
  return (
    <div role="group" aria-label={t("list.filterLabel")} className="flex flex-wrap gap-2">
      {choices.map((category) => (
        <Button
          key={category ?? "all"}
          size="sm"
          intent={value === category ? "primary" : "outline"}
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {category ? t(`shared.categories.${category}`) : t("list.all")}
        </Button>
      ))}
    </div>
  );
}
