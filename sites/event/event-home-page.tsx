import type { EventsScreenProps } from "@features/board";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";

/** Events without products or a microsite of their own open as a post of the shop's events board. */
const eventPost = (id: number) => `/board/notice-detail/${id}?type=event`;

export type EventHomePageProps = {
  /** The board feature's events page, loaded by the route (the board's door hands it out behind a loader). */
  screen: ComponentType<EventsScreenProps>;
};

/**
 * `/event` (spec point 2): the shop's events and promotions, current ones first, then past ones, each leading to its
 * products or microsite; the site names the page (its level-1 heading) and introduces it.
 */
export function EventHomePage({ screen: EventsScreen }: EventHomePageProps) {
  const { t } = useTranslation("event");
  return <EventsScreen heading={t("home.heading")} intro={t("home.intro")} paths={{ detail: eventPost }} />;
}
