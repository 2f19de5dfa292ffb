import {
  loadMyPassesScreen,
  loadPassCardScreen,
  loadPassCompletedScreen,
  loadPassPurchaseScreen,
} from "@features/pass";
import { loadPaymentFailScreen, loadPaymentSuccessScreen } from "@features/payment";
import { loadPassScannerScreen } from "@features/pass-scanner";
import { loadVenueDetailScreen, loadVenueListScreen } from "@features/pass-venues";
import { loadEventCalendarScreen, loadThingsToDoScreen } from "@features/things-to-do";
import { paysOnline } from "@contracts/payment-methods";
import type { RouteObject } from "react-router";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { payOnline as payPass } from "../shell/pay-online";
import { passMyPageRoute } from "./mypage-route";
import { PASS_PATHS } from "./site.config";

// Each page loads the feature it shows, with that feature's messages: a visitor reading about the venues downloads
// neither the purchase form nor the card.
const pass = <T,>(load: () => Promise<T>) => withMessages(load, ["pass", "booking"]);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });
/** A whole number from the address, or 0 (no pass has it: the screen says "not found"). */
const idOf = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);
const optionOf = (value: string | null) => idOf(value) || null;

/** The public pages of the pass: the venues, what is on, and the purchase form (rendered on the server, ADR 0024). */
export const passPublicRoutes: RouteObject[] = [
  {
    path: PASS_PATHS.affiliate,
    handle: title("pages.affiliate"),
    lazy: async () => {
      const VenueListScreen = await withMessages(loadVenueListScreen, ["pass-venues", "map"]);
      return {
        Component: function PassVenues() {
          const [query, setQuery] = useSearchParams();
          return (
            <VenueListScreen
              query={query}
              onQueryChange={(next) => setQuery(next, { replace: true })}
              paths={{ venue: PASS_PATHS.venue }}
            />
          );
        },
      };
    },
  },
  {
    path: `${PASS_PATHS.affiliate}/detail/:id`,
    handle: title("pages.venue"),
    lazy: async () => {
      const VenueDetailScreen = await withMessages(loadVenueDetailScreen, ["pass-venues", "map"]);
      return {
        Component: function PassVenue() {
          const { id = "" } = useParams();
          return (
            <VenueDetailScreen key={id} id={id} paths={{ list: PASS_PATHS.affiliate, purchase: PASS_PATHS.purchase }} />
          );
        },
      };
    },
  },
  {
    path: PASS_PATHS.thingsToDo,
    handle: title("pages.thingsToDo"),
    lazy: async () => {
      const ThingsToDoScreen = await withMessages(loadThingsToDoScreen, ["things-to-do"]);
      return {
        Component: function PassThingsToDo() {
          const [query, setQuery] = useSearchParams();
          return (
            <ThingsToDoScreen
              category={query.get("category")}
              onCategoryChange={(category) => setQuery(category ? { category } : {}, { replace: true })}
              calendarHref={PASS_PATHS.calendar}
              venueHref={PASS_PATHS.venue}
            />
          );
        },
      };
    },
  },
  {
    path: PASS_PATHS.calendar,
    handle: title("pages.calendar"),
    lazy: async () => {
      const EventCalendarScreen = await withMessages(loadEventCalendarScreen, ["things-to-do"]);
      return {
        Component: function PassCalendar() {
          const [query, setQuery] = useSearchParams();
          return (
            <EventCalendarScreen
              month={query.get("month")}
              day={query.get("day")}
              onChange={({ month, day }) => setQuery(day ? { month, day } : { month }, { replace: true })}
              listHref={PASS_PATHS.thingsToDo}
            />
          );
        },
      };
    },
  },
  {
    path: PASS_PATHS.purchase,
    handle: title("pages.purchase"),
    lazy: async () => {
      const PassPurchaseScreen = await pass(loadPassPurchaseScreen);
      return {
        Component: function PassPurchase() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          return (
            <PassPurchaseScreen
              key={query.get("option") ?? "none"}
              optionId={optionOf(query.get("option"))}
              onCreated={(reservation) => {
                const completed = PASS_PATHS.completedFor(reservation.reservation_number);
                if (!paysOnline(reservation.payment_method)) void navigate(completed, { replace: true });
                else void payPass(reservation.id).catch(() => navigate(completed, { replace: true }));
              }}
              paths={{ signIn: "/seoulitepass/login" }}
            />
          );
        },
      };
    },
  },
];

/** The member's pages: the order's completion and payment's return, the passes and a pass's card. */
export const passMemberRoutes: RouteObject[] = [
  {
    path: PASS_PATHS.completed,
    handle: title("pages.completed"),
    lazy: async () => {
      const PassCompletedScreen = await pass(loadPassCompletedScreen);
      return {
        Component: function PassCompleted() {
          const [query] = useSearchParams();
          return (
            <PassCompletedScreen
              key={query.get("number") ?? "none"}
              number={query.get("number")}
              onPay={(reservation) => void payPass(reservation.id)}
              paths={{ myPasses: PASS_PATHS.cards, card: PASS_PATHS.card }}
            />
          );
        },
      };
    },
  },
  {
    // where the payment window comes back to when it succeeded: confirmed here, then the completion page
    path: PASS_PATHS.paid,
    handle: title("pages.completed"),
    lazy: async () => {
      const PaymentSuccessScreen = await withMessages(loadPaymentSuccessScreen, ["payment"]);
      return {
        Component: function PassPaid() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          const number = query.get("number");
          return (
            <PaymentSuccessScreen
              paymentKey={query.get("paymentKey")}
              orderId={query.get("orderId")}
              amount={query.get("amount")}
              onConfirmed={() => void navigate(number ? PASS_PATHS.completedFor(number) : PASS_PATHS.cards)}
              paths={{ myReservations: PASS_PATHS.cards }}
            />
          );
        },
      };
    },
  },
  {
    path: PASS_PATHS.failed,
    handle: title("pages.completed"),
    lazy: async () => {
      const PaymentFailScreen = await withMessages(loadPaymentFailScreen, ["payment"]);
      return {
        Component: function PassPaymentFailed() {
          const [query] = useSearchParams();
          const number = query.get("number");
          return (
            <PaymentFailScreen
              code={query.get("code")}
              message={query.get("message")}
              paths={{
                myReservations: number ? PASS_PATHS.completedFor(number) : PASS_PATHS.cards,
                home: PASS_PATHS.home,
              }}
            />
          );
        },
      };
    },
  },
  // the member's page of this site: their passes, pass orders and questions in tabs (mypage-route.tsx)
  passMyPageRoute,
  {
    path: PASS_PATHS.cards,
    handle: title("pages.cards"),
    lazy: async () => {
      const MyPassesScreen = await pass(loadMyPassesScreen);
      return { Component: () => <MyPassesScreen paths={{ card: PASS_PATHS.card, purchase: PASS_PATHS.purchase }} /> };
    },
  },
  {
    path: `${PASS_PATHS.cards}/:id`,
    handle: title("pages.card"),
    lazy: async () => {
      const PassCardScreen = await pass(loadPassCardScreen);
      return {
        Component: function PassCard() {
          const { id } = useParams();
          return <PassCardScreen key={id} id={idOf(id)} paths={{ myPasses: PASS_PATHS.cards }} />;
        },
      };
    },
  },
];

/** The venues' scanner: partner staff and operators, behind the operators' sign-in (ADR 0030). */
export const passScannerRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: PASS_PATHS.scanner,
        handle: { titleKey: "pass-scanner:title" } satisfies MicrositeRouteHandle,
        lazy: async () => ({ Component: await withMessages(loadPassScannerScreen, ["pass-scanner", "pass"]) }),
      },
    ],
  },
];
