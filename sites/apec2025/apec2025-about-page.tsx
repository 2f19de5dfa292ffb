import { TextLink } from "@blocks/feature-kit";
import {
  DEPOSIT_DUE_DAYS,
  EXTRA_LUGGAGE_FEE_USD,
  FREE_LUGGAGE_PER_TRAVELER,
  MIN_TRAVELERS,
} from "@contracts/reservations";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@contracts/tours";
import { useTranslation } from "react-i18next";
import { APEC_PATHS } from "./site.config";

const RULES = ["seats", "minimum", "deposit", "luggage", "cancellation"] as const;

/**
 * `/apec2025/about`: the programme in a page (what the summit tours are and their rules: seats limited, at least 2
 * travellers, the deposit within 3 days, the luggage allowance, free cancellation until the cut-off). The numbers
 * come from the contracts, so the page says what the server enforces.
 */
export function Apec2025AboutPage() {
  const { t } = useTranslation("apec2025");
  const values = {
    minimum: MIN_TRAVELERS,
    days: DEPOSIT_DUE_DAYS,
    free: FREE_LUGGAGE_PER_TRAVELER,
    fee: EXTRA_LUGGAGE_FEE_USD,
    hours: DEFAULT_CANCEL_CUTOFF_HOURS,
  };
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-foreground">{t("about.heading")}</h1>
      <p className="text-lg text-foreground">{t("about.intro")}</p>
      <section aria-labelledby="apec2025-rules" className="flex flex-col gap-3">
        <h2 id="apec2025-rules" className="text-xl font-semibold">
          {t("about.rules.heading")}
        </h2>
        <ul className="flex flex-col gap-3">
          {RULES.map((rule) => (
            <li key={rule} className="rounded-lg border border-border p-4">
              <h3 className="font-semibold">{t(`about.rules.${rule}.title`, values)}</h3>
              <p className="mt-1 text-sm text-foreground">{t(`about.rules.${rule}.body`, values)}</p>
            </li>
          ))}
        </ul>
      </section>
      <ul className="flex flex-col gap-2">
        <li>
          <TextLink to={APEC_PATHS.list}>{t("about.links.courses")}</TextLink>
        </li>
        <li>
          <TextLink to={APEC_PATHS.myReservation}>{t("about.links.myReservation")}</TextLink>
        </li>
      </ul>
    </main>
  );
}
