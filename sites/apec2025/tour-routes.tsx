import { loadStartPayment } from "@features/payment";
import {
  loadCourseDetailScreen,
  loadCourseListScreen,
  loadMyTourReservationScreen,
  loadReservationTicketsScreen,
  loadTicketScreen,
  loadTourCheckout,
  loadTourCompletedScreen,
  loadTourReservationScreen,
  loadWaitlistLeaveScreen,
} from "@features/tours";
import { paysOnline } from "@contracts/payment-methods";
import type { TourArea } from "@contracts/tours";
import { isLang } from "@lib/i18n/locale";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { APEC_PATHS, reservationHref } from "./site.config";

// Each page loads the tours' screen it shows, with the tours' and the booking fields' messages.
const tours = <T,>(load: () => Promise<T>) => withMessages(load, ["tours", "booking", "tour-waitlist"]);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

/** Checkout with the key this tab holds, then the provider's window, as the shop opens it. */
async function payTour(number: string, lang: string) {
  const [checkout, startPayment] = await Promise.all([
    withMessages(loadTourCheckout, ["tours"]),
    withMessages(loadStartPayment, ["payment"]),
  ]);
  await startPayment(await checkout(number, isLang(lang) ? lang : "en"));
}

/** Pays a reservation; should the window not open, the completion page offers "Pay now" again. */
function usePayTour() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useCallback(
    (number: string) =>
      void payTour(number, i18n.language).catch(() => navigate(APEC_PATHS.completedFor(number), { replace: true })),
    [navigate, i18n.language],
  );
}

const numberParam = (query: URLSearchParams) => query.get("number")?.trim() || null;

function courseListRoute(path: string, area: TourArea | undefined, titleKey: string): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const CourseListScreen = await tours(loadCourseListScreen);
      return {
        Component: () => (
          <CourseListScreen
            key={area ?? "all"}
            area={area}
            paths={{ course: APEC_PATHS.korea.detail, list: APEC_PATHS.list, area: APEC_PATHS.area }}
          />
        ),
      };
    },
  };
}

function courseDetailRoute(path: string): RouteObject {
  return {
    path,
    handle: title("pages.course"),
    lazy: async () => {
      const CourseDetailScreen = await tours(loadCourseDetailScreen);
      return {
        Component: function ApecCourse() {
          const { course = "" } = useParams();
          return (
            <CourseDetailScreen
              key={course}
              slug={course}
              paths={{
                list: APEC_PATHS.korea.home,
                subCourse: APEC_PATHS.korea.subCourse,
                reservation: (slug, id) => reservationHref(APEC_PATHS.korea.reservation, slug, id),
              }}
            />
          );
        },
      };
    },
  };
}

function reservationRoute(path: string, base: string, coursesPath: string): RouteObject {
  return {
    path,
    handle: title("pages.reservation"),
    lazy: async () => {
      const TourReservationScreen = await tours(loadTourReservationScreen);
      return {
        Component: function ApecReservation() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          const pay = usePayTour();
          const slug = query.get("course");
          const departure = Number(query.get("departure"));
          return (
            <TourReservationScreen
              key={slug}
              slug={slug}
              departureId={Number.isInteger(departure) && departure > 0 ? departure : null}
              offerToken={query.get("offer")}
              onDepartureChange={(id) => void navigate(reservationHref(base, slug ?? "", id), { replace: true })}
              onCreated={(reservation) => {
                if (paysOnline(reservation.payment_method)) pay(reservation.reservation_number);
                else void navigate(APEC_PATHS.completedFor(reservation.reservation_number), { replace: true });
              }}
              paths={{ courses: coursesPath }}
            />
          );
        },
      };
    },
  };
}

function myReservationRoute(path: string): RouteObject {
  return {
    path,
    handle: title("pages.myReservation"),
    lazy: async () => {
      const MyTourReservationScreen = await tours(loadMyTourReservationScreen);
      return {
        Component: function ApecMyReservation() {
          const [query, setQuery] = useSearchParams();
          const pay = usePayTour();
          return (
            <MyTourReservationScreen
              number={numberParam(query)}
              expired={query.get("expired") === "1"}
              onFound={(number) => setQuery({ number }, { replace: true })}
              onPay={(reservation) => pay(reservation.reservation_number)}
            />
          );
        },
      };
    },
  };
}

/**
 * `/apec2025/qrcode/:code`, what a ticket's QR code and the tickets mail open: a signed ticket token is that one
 * ticket (no sign-in); anything else is read as a reservation number, whose tickets the tab's key (or the lookup)
 * opens. The bare `/apec2025/qrcode` is the staff's scanner, routed elsewhere.
 */
function ticketRoute(): RouteObject {
  return {
    path: APEC_PATHS.ticket,
    handle: title("pages.tickets"),
    lazy: async () => {
      // the contracts (and their validation library) come with the page, not with the site's first chunk
      const [TicketScreen, ReservationTicketsScreen, { TICKET_TOKEN_PATTERN }] = await Promise.all([
        tours(loadTicketScreen),
        tours(loadReservationTicketsScreen),
        import("@contracts/tours"),
      ]);
      return {
        Component: function ApecTicket() {
          const { code = "" } = useParams();
          const navigate = useNavigate();
          if (TICKET_TOKEN_PATTERN.test(code)) {
            return <TicketScreen key={code} token={code} paths={{ myReservation: APEC_PATHS.myReservation }} />;
          }
          return (
            <ReservationTicketsScreen
              key={code}
              number={code}
              onFound={(number) => {
                if (number !== code) void navigate(APEC_PATHS.ticketFor(number), { replace: true });
              }}
            />
          );
        },
      };
    },
  };
}

/** `/apec2025`'s tour pages: the programme, the courses (all and per area), the form, completion and lookup. */
export const apecTourRoutes: RouteObject[] = [
  {
    path: APEC_PATHS.about,
    handle: title("pages.about"),
    lazy: async () => ({ Component: (await import("./apec2025-about-page")).Apec2025AboutPage }),
  },
  courseListRoute(APEC_PATHS.list, undefined, "pages.list"),
  courseListRoute(APEC_PATHS.area("seoul"), "seoul", "pages.seoul"),
  courseListRoute(APEC_PATHS.area("busan"), "busan", "pages.busan"),
  reservationRoute(APEC_PATHS.reservation, APEC_PATHS.reservation, APEC_PATHS.list),
  {
    path: APEC_PATHS.completed,
    handle: title("pages.completed"),
    lazy: async () => {
      const TourCompletedScreen = await tours(loadTourCompletedScreen);
      return {
        Component: function ApecCompleted() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          const pay = usePayTour();
          const keyRefused = useCallback(
            (number: string) =>
              void navigate(`${APEC_PATHS.myReservation}?number=${encodeURIComponent(number)}&expired=1`, {
                replace: true,
              }),
            [navigate],
          );
          const paymentKey = query.get("paymentKey");
          return (
            <TourCompletedScreen
              number={numberParam(query)}
              payment={
                paymentKey ? { paymentKey, orderId: query.get("orderId"), amount: query.get("amount") } : undefined
              }
              onKeyRefused={keyRefused}
              onPay={(reservation) => pay(reservation.reservation_number)}
              paths={{ myReservation: APEC_PATHS.myReservation }}
            />
          );
        },
      };
    },
  },
  myReservationRoute(APEC_PATHS.myReservation),
  ticketRoute(),
  {
    path: APEC_PATHS.waitlist,
    handle: title("pages.waitlist"),
    lazy: async () => {
      const WaitlistLeaveScreen = await tours(loadWaitlistLeaveScreen);
      return {
        Component: function ApecWaitlist() {
          const [query] = useSearchParams();
          return <WaitlistLeaveScreen token={query.get("token")} paths={{ courses: APEC_PATHS.list }} />;
        },
      };
    },
  },
];

/** `/apec2025korea`: the summit host's own home (the courses), a course and sub-course, the form and the lookup. */
export const apecKoreaRoutes: RouteObject[] = [
  {
    path: APEC_PATHS.korea.home,
    lazy: async () => {
      const CourseListScreen = await tours(loadCourseListScreen);
      return { Component: () => <CourseListScreen paths={{ course: APEC_PATHS.korea.detail }} /> };
    },
  },
  courseDetailRoute(`${APEC_PATHS.korea.home}/detail/:course`),
  courseDetailRoute(`${APEC_PATHS.korea.home}/subcourse/:course`),
  // before the form: `reservation/detail` is its own page
  myReservationRoute(APEC_PATHS.korea.reservationDetail),
  reservationRoute(APEC_PATHS.korea.reservation, APEC_PATHS.korea.reservation, APEC_PATHS.korea.home),
  myReservationRoute(APEC_PATHS.korea.myReservation),
];
