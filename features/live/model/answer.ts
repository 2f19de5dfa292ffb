import type { LiveMessage } from "@contracts/live";
import { formatDateTime } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { countdownView } from "./countdown";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * The server's answer to a push in one sentence for the operator: when it was saved and what the screens show
 * from then on (the round with its clock at the server's time of the answer, and whether an announcement is on).
 */
export function answerSummary({ state, server_now }: LiveMessage, t: Translate, lang: Lang): string {
  const view = countdownView(state.round, Date.parse(server_now));
  const round = state.round
    ? t(`answer.round.${view.phase}`, { number: state.round.number, time: view.text })
    : t("answer.round.none");
  const announcement = state.announcement ? t("answer.announcement.shown") : t("answer.announcement.none");
  return t("answer.saved", { version: state.version, at: formatDateTime(server_now, lang), round, announcement });
}
