import type { FairEdition } from "@contracts/mice";
import { EmptyState } from "@ds";
import { CalendarX } from "lucide-react";
import { fairDayText } from "../model/fair-dates";
import { useFairText } from "./use-fair-text";

/** The edition's registration deadline has passed: said with the fair's name and the day it closed. */
export function RegistrationClosed({ edition }: { edition: FairEdition }) {
  const { t, lang } = useFairText();
  return (
    <EmptyState
      icon={<CalendarX aria-hidden="true" />}
      titleAs="h2"
      title={t("register.closed.title")}
      description={t("register.closed.body", {
        fair: edition.name,
        date: fairDayText(edition.registration_closes_on, lang, t),
      })}
    />
  );
}
