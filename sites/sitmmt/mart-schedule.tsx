import type { MartSchedule } from "@contracts/meetings";
import { cn, skeletonVariants } from "@ds";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import { isLang } from "@lib/i18n/locale";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { formatMartDays } from "./mart-days";

export const MART_SCHEDULE_PATH = "/api/v1/mart/schedule";

// The home page is the site's first page: the contract's schema (and the validation library) downloads while the
// answer is on its way instead of before the page can draw.
const ScheduleSchema = lazyParser<MartSchedule>(() => import("@contracts/meetings").then((m) => m.MartScheduleSchema));

/** `GET /api/v1/mart/schedule` (public): the mart's days from its open meeting slots. A failure shows no dates, no toast. */
export async function fetchMartSchedule(): Promise<MartSchedule> {
  const res = await request(MART_SCHEDULE_PATH, { schema: ScheduleSchema, errorToast: false });
  return res.data;
}

/** One call for every line of the site that names the days (the home page has two). */
export function useMartSchedule() {
  return useSWR<MartSchedule, Error>(MART_SCHEDULE_PATH, fetchMartSchedule, { revalidateOnFocus: false });
}

// Stands for the dates while the copy is split around them; no translation contains it.
const DATES_MARK = "\u2063dates\u2063";

export type MartDatesTextProps = {
  /** A line of the `sitmmt` copy with the mart's days in it as `{{dates}}`. */
  dated: string;
  /** The same line without them: for a mart without days, or when the days could not be read. */
  undated: string;
};

/**
 * A line of the site's copy naming the mart's days, read from its meeting slots so the site never contradicts its
 * own schedule. While they load, a placeholder of about their width holds their place in the line; without days,
 * or when the call fails, the line leaves the dates out rather than naming wrong ones.
 */
export function MartDatesText({ dated, undated }: MartDatesTextProps) {
  const { t, i18n } = useTranslation("sitmmt");
  const schedule = useMartSchedule();
  if (!schedule.data && !schedule.error) {
    const [before = "", after = ""] = t(dated, { dates: DATES_MARK }).split(DATES_MARK);
    return (
      <>
        {before}
        <span
          aria-hidden="true"
          data-slot="skeleton"
          className={cn(skeletonVariants({ shape: "line" }), "inline-block h-[1em] w-[10em] align-[-0.125em]")}
        />
        <span className="sr-only">{t("dates.loading")}</span>
        {after}
      </>
    );
  }
  const dates = schedule.data ? formatMartDays(schedule.data.days, isLang(i18n.language) ? i18n.language : "en") : null;
  return <>{dates ? t(dated, { dates }) : t(undated)}</>;
}
