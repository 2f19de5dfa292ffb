import { EventsScreen } from "@features/board";
import { useTranslation } from "react-i18next";

/** Events without products or a microsite of their own open as a post of the shop's events board. */
const eventPost = (id: number) => `/board/notice-detail/${id}?type=event`;

/**
 * `/event` (spec point 2): the shop's events and promotions, current ones first, then past ones, each leading to its
 * products or microsite; the site names the page (its level-1 heading) and introduces it.
 */
export function EventHomePage() {
  const { t } = useTranslation("event");
  return <EventsScreen heading={t("home.heading")} intro={t("home.intro")} paths={{ detail: eventPost }} />;
}
