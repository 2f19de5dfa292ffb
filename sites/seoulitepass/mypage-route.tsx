import { chosenTab, TabbedPage, TextLink, withTab } from "@blocks/feature-kit";
import { loadContactUsScreen } from "@features/inquiries";
import { loadMyPassesScreen } from "@features/pass";
import { loadMyReservationsScreen } from "@features/reservation";
import { MessagesSquare, ReceiptText, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { PASS_PATHS, seoulitepassSite } from "./site.config";

/** The member page's tabs, in order; the first is the page's plain address (`?tab=` names the others). */
export const MY_PAGE_TABS = ["passes", "orders", "questions"] as const;
export type MyPageTab = (typeof MY_PAGE_TABS)[number];

/** The member page's address with a tab chosen. */
export const myPageTab = (tab: MyPageTab) => (tab === "passes" ? PASS_PATHS.myPage : `${PASS_PATHS.myPage}?tab=${tab}`);

/** The member's own details (name, phone, password): one account serves every site, and the shop keeps its page. */
export const MEMBER_DETAILS_PATH = "/account/my-profile";

/** The orders tab's status filter (`?status=`): the reservations list's, dropped when another tab is chosen. */
const ORDER_FILTER = "status";

const inquiryPaths = { register: PASS_PATHS.inquiryAsk, detail: PASS_PATHS.inquiryDetail };

/**
 * `/seoulitepass/mypage` (issue 24, ADR 0030 "The member's page"): the member's passes, their pass orders and their
 * questions to this site, in tabs whose choice is in the address (`?tab=orders`), so a shared link, a reload and the
 * back button open the same tab. Each tab is the owning feature's own screen (the passes list, the shop's
 * reservations list of the `pass` channel, the inquiries list of this site): the site assembles them, as features
 * never import each other. Behind the member sign-in, so it renders in the browser (ADR 0024).
 */
export const passMyPageRoute: RouteObject = {
  path: PASS_PATHS.myPage,
  handle: { titleKey: "pages.myPage" } satisfies MicrositeRouteHandle,
  lazy: async () => {
    // the three lists are small and a member switches between them: one wait, then every tab opens at once
    const [MyPassesScreen, MyReservationsScreen, ContactUsScreen] = await Promise.all([
      withMessages(loadMyPassesScreen, ["pass", "booking"]),
      withMessages(loadMyReservationsScreen, ["reservation", "booking"]),
      withMessages(loadContactUsScreen, ["inquiries"]),
    ]);
    return {
      Component: function PassMyPage() {
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
      },
    };
  },
};
