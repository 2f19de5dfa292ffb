import { chosenTab, TabbedPage, TextLink, withTab } from "@blocks/feature-kit";
import type { loadContactUsScreen } from "@features/inquiries";
import type { loadMyPassesScreen } from "@features/pass";
import type { loadMyReservationsScreen } from "@features/reservation";
import { MessagesSquare, ReceiptText, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { MEMBER_DETAILS_PATH, MY_PAGE_TABS, ORDER_FILTER } from "./mypage-tabs";
import { PASS_PATHS, seoulitepassSite } from "./site.config";

const inquiryPaths = { register: PASS_PATHS.inquiryAsk, detail: PASS_PATHS.inquiryDetail };

type Screens = {
  MyPassesScreen: Awaited<ReturnType<typeof loadMyPassesScreen>>;
  MyReservationsScreen: Awaited<ReturnType<typeof loadMyReservationsScreen>>;
  ContactUsScreen: Awaited<ReturnType<typeof loadContactUsScreen>>;
};

/**
 * The member's page with its three tabs, each the owning feature's screen (loaded by the route with this module, so
 * the site's first chunk holds none of it).
 */
export function passMyPage({ MyPassesScreen, MyReservationsScreen, ContactUsScreen }: Screens) {
  return function PassMyPage() {
    const { t } = useTranslation(seoulitepassSite.namespace);
    const [query, setQuery] = useSearchParams();
    const tab = chosenTab(query.get("tab"), MY_PAGE_TABS) ?? "passes";
    return (
      <TabbedPage
        title={t("pages.myPage")}
        aside={<TextLink to={MEMBER_DETAILS_PATH}>{t("myPage.details")}</TextLink>}
        tabsLabel={t("myPage.tabsLabel")}
        value={tab}
        // the tab is where the page is, not a step of a visit: the back button leaves the page
        onValueChange={(next) => setQuery(withTab(query, next, "passes", [ORDER_FILTER]), { replace: true })}
        tabs={[
          {
            value: "passes",
            label: t("myPage.tabs.passes"),
            icon: <Ticket aria-hidden="true" />,
            render: () => <MyPassesScreen paths={{ card: PASS_PATHS.card, purchase: PASS_PATHS.purchase }} />,
          },
          {
            value: "orders",
            label: t("myPage.tabs.orders"),
            icon: <ReceiptText aria-hidden="true" />,
            render: () => (
              <MyReservationsScreen
                channel="pass"
                dated="ordered"
                filter={query.get(ORDER_FILTER) ?? undefined}
                onFilterChange={(filter) => {
                  const next = new URLSearchParams(query);
                  if (filter === "all") next.delete(ORDER_FILTER);
                  else next.set(ORDER_FILTER, filter);
                  setQuery(next, { replace: true });
                }}
                paths={{ detail: (_id, number) => PASS_PATHS.completedFor(number) }}
              />
            ),
          },
          {
            value: "questions",
            label: t("myPage.tabs.questions"),
            icon: <MessagesSquare aria-hidden="true" />,
            render: () => <ContactUsScreen site="seoulitepass" area="member" paths={inquiryPaths} />,
          },
        ]}
      />
    );
  };
}
