import { toast } from "@ds";
import { loadAddToCart, loadCartScreen } from "@features/cart";
import { type ProductSelection, loadCatalogHome, loadProductDetailScreen, loadProductSearch } from "@features/catalog";
import { loadPaymentCompleteScreen, loadPaymentFailScreen, loadPaymentSuccessScreen } from "@features/payment";
import {
  loadDraftHelpers,
  loadMyReservationsScreen,
  loadReservationDetailScreen,
  loadReservationScreen,
} from "@features/reservation";
import { type WishlistToggleProps, loadWishlistScreen, loadWishlistToggle } from "@features/wishlist";
import { paysOnline } from "@contracts/payment-methods";
import { fetchCurrentUser, useCurrentUser } from "@lib/session/current-user";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ComponentType, type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { useSignInPrompt } from "../shell/use-sign-in-prompt";
import { withMessages } from "../shell/with-messages";
import { payment, payOnline } from "../shell/pay-online";
import { REVIEW_PATHS, productReviewsSlot } from "./review-routes";
import { SHOP_PATHS } from "./shop-paths";

// Each feature loads with the first page that shows it (ARCHITECTURE: per-site lazy bundles, no waterfall).
// The catalogue's screens come with the wishlist's heart, and both features' messages.
const catalogScreen = <T,>(load: () => Promise<T>) =>
  withMessages(() => Promise.all([load(), loadWishlistToggle()]), ["catalog", "wishlist"]);
const cart = <T,>(load: () => Promise<T>) => withMessages(load, ["cart"]);
const reservation = <T,>(load: () => Promise<T>) => withMessages(load, ["reservation", "booking"]);

const paths = SHOP_PATHS;
const catalogPaths = { search: paths.search, product: paths.product };

/** The wishlist's heart, handed to the catalogue's cards and product page (features never import each other). */
function useWishlistSlot(Toggle: ComponentType<WishlistToggleProps>) {
  const askToSignIn = useSignInPrompt();
  return useCallback(
    (productId: number): ReactNode => (
      <Toggle productId={productId} size="sm" onNeedSignIn={() => void askToSignIn()} />
    ),
    [Toggle, askToSignIn],
  );
}

/** Public catalogue pages: the front page's sections, the search and the product page. */
export const catalogPages: RouteObject[] = [
  {
    path: "main",
    lazy: async () => {
      const [CatalogHome, WishlistToggle] = await catalogScreen(loadCatalogHome);
      return {
        Component: function ShopHome() {
          const renderWishlistToggle = useWishlistSlot(WishlistToggle);
          return <CatalogHome paths={catalogPaths} renderWishlistToggle={renderWishlistToggle} />;
        },
      };
    },
  },
  { path: "product/search", element: <Navigate to={paths.search()} replace /> },
  { path: "product/search/:category", element: <SearchWithoutRegion /> },
  {
    path: "product/search/:category/:region",
    lazy: async () => {
      const [{ ProductSearchScreen, parseSearchParams, searchHref }, WishlistToggle] =
        await catalogScreen(loadProductSearch);
      return {
        Component: function ShopSearch() {
          const { category, region } = useParams();
          const [query] = useSearchParams();
          const navigate = useNavigate();
          const renderWishlistToggle = useWishlistSlot(WishlistToggle);
          return (
            <ProductSearchScreen
              params={parseSearchParams({ category, region }, query)}
              onChange={(next) => void navigate(searchHref(next, paths.search))}
              paths={catalogPaths}
              renderWishlistToggle={renderWishlistToggle}
            />
          );
        },
      };
    },
  },
  {
    path: "product/detail/:productId",
    lazy: async () => {
      const [[ProductDetailScreen, WishlistToggle], { useAddToCart }, { NotFoundScreen }] = await Promise.all([
        catalogScreen(loadProductDetailScreen),
        cart(loadAddToCart),
        import("../shell/not-found-screen"),
      ]);
      return {
        Component: function ShopProduct() {
          const { productId } = useParams();
          const id = Number(productId);
          const navigate = useNavigate();
          const loggedIn = useIsLoggedIn("member");
          const { data: user } = useCurrentUser("member");
          const askToSignIn = useSignInPrompt();
          const renderWishlistToggle = useWishlistSlot(WishlistToggle);
          const { trigger: add } = useAddToCart("member");
          const { t } = useTranslation("shop");
          if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen homePath={paths.home} />;

          const addToCart = async (selection: ProductSelection) => {
            if (!loggedIn) return void (await askToSignIn());
            const memberId = user?.id ?? (await fetchCurrentUser("member"))?.id;
            if (!memberId) return void (await askToSignIn());
            const { outcome } = await add({
              member_id: memberId,
              product_id: selection.product_id,
              options: selection.options,
              departure_date: selection.departure_date,
              departure_time: selection.departure_time,
              travelers: selection.travelers,
              luggage: selection.luggage,
            });
            // a second add of the product replaces its trip in the cart: say so instead of a silent change
            toast.success(t(outcome === "updated" ? "cart.updated" : "cart.added"));
          };
          const reserve = async (selection: ProductSelection) => {
            const { startReservation } = await reservation(loadDraftHelpers);
            startReservation({
              source: {
                kind: "product",
                product_id: selection.product_id,
                options: selection.options.map(({ product_option_id, quantity }) => ({ product_option_id, quantity })),
              },
              departure_date: selection.departure_date,
              departure_time: selection.departure_time,
              travelers: selection.travelers,
              luggage: selection.luggage,
            });
            // a guest is asked to sign in at the reservation page and comes back to it with the draft kept
            void navigate(paths.reservation);
          };
          return (
            <ProductDetailScreen
              productId={id}
              paths={catalogPaths}
              onAddToCart={addToCart}
              onReserve={reserve}
              renderWishlistToggle={renderWishlistToggle}
              reviews={productReviewsSlot(id)}
            />
          );
        },
      };
    },
  },
];

function SearchWithoutRegion() {
  const { category } = useParams();
  return <Navigate to={paths.search(category)} replace />;
}

/** The payment window comes back here on failure (spec point 2: card payment results). */
const paymentFailRoute: RouteObject["lazy"] = async () => {
  const PaymentFailScreen = await payment(loadPaymentFailScreen);
  return {
    Component: function ShopPaymentFail() {
      const [query] = useSearchParams();
      return (
        <PaymentFailScreen
          code={query.get("code")}
          message={query.get("message")}
          paths={{ myReservations: paths.myReservations, home: paths.home }}
        />
      );
    },
  };
};

/** Failure pages need no sign-in: they only say what the provider said. */
export const paymentFailPages: RouteObject[] = [
  { path: "tossFail", lazy: paymentFailRoute },
  // the spec's failure target, which does not match /tossFail: both show the same screen (ADR 0013)
  { path: "fail", lazy: paymentFailRoute },
];

/** The member's booking pages, behind the login guard (spec point 6). */
export const memberBookingPages: RouteObject[] = [
  {
    path: "product/wishlist",
    lazy: async () => {
      const WishlistScreen = await withMessages(loadWishlistScreen, ["wishlist"]);
      return {
        Component: () => <WishlistScreen paths={{ product: paths.product, browse: paths.search() }} />,
      };
    },
  },
  {
    path: "product/shopping-cart",
    lazy: async () => {
      const [CartScreen, { startReservation }] = await Promise.all([
        cart(loadCartScreen),
        reservation(loadDraftHelpers),
      ]);
      return {
        Component: function ShopCart() {
          const navigate = useNavigate();
          return (
            <CartScreen
              paths={{ browse: paths.search(), product: paths.product }}
              onReserve={(ids, trip) => {
                // the cart's trip carries through: the reservation does not ask for it again
                startReservation({ source: { kind: "cart", cart_item_ids: ids }, ...(trip ?? {}) });
                void navigate(paths.reservation);
              }}
            />
          );
        },
      };
    },
  },
  {
    // one route for the bare path and every step's: the screen stays mounted from step to step, with its form
    path: "purchase/reservation/:step?",
    lazy: async () => {
      const ReservationScreen = await reservation(loadReservationScreen);
      return {
        Component: function ShopReservation() {
          const { step } = useParams();
          const navigate = useNavigate();
          return (
            <ReservationScreen
              step={step}
              onStepChange={(next) =>
                void navigate(next === "schedule" ? paths.reservation : paths.reservationStep(next))
              }
              onCreated={(created) => {
                if (paysOnline(created.payment_method)) {
                  // the order page offers "Pay now" should the window fail to open
                  void payOnline(created.id).catch(() => navigate(paths.reservationDetail(created.id)));
                } else {
                  void navigate(paths.paymentComplete(created.id), { replace: true });
                }
              }}
              paths={{ browse: paths.search() }}
            />
          );
        },
      };
    },
  },
  {
    path: "purchase/reservation-detail/:id",
    lazy: async () => {
      const ReservationDetailScreen = await reservation(loadReservationDetailScreen);
      return {
        Component: function ShopReservationDetail() {
          const { id } = useParams();
          const navigate = useNavigate();
          return (
            <ReservationDetailScreen
              key={id}
              reservationId={Number(id)}
              onPay={(order) => void payOnline(order.id).catch(() => navigate(paths.reservationDetail(order.id)))}
              paths={{ myReservations: paths.myReservations, writeReview: REVIEW_PATHS.writeReview }}
            />
          );
        },
      };
    },
  },
  {
    path: "purchase/payment-complete/:id",
    lazy: async () => {
      const PaymentCompleteScreen = await payment(loadPaymentCompleteScreen);
      return {
        Component: function ShopPaymentComplete() {
          const { id } = useParams();
          return (
            <PaymentCompleteScreen
              key={id}
              reservationId={Number(id)}
              paths={{ detail: paths.reservationDetail, myReservations: paths.myReservations }}
            />
          );
        },
      };
    },
  },
  {
    path: "account/my-reservation",
    lazy: async () => {
      const MyReservationsScreen = await reservation(loadMyReservationsScreen);
      return {
        Component: function ShopMyReservations() {
          const [query, setQuery] = useSearchParams();
          return (
            <MyReservationsScreen
              filter={query.get("status") ?? undefined}
              onFilterChange={(filter) => setQuery(filter === "all" ? {} : { status: filter })}
              paths={{ detail: paths.reservationDetail }}
            />
          );
        },
      };
    },
  },
  {
    // the payment window comes back here with paymentKey, orderId and amount (spec point 2)
    path: "tossSuccess",
    lazy: async () => {
      const PaymentSuccessScreen = await payment(loadPaymentSuccessScreen);
      return {
        Component: function ShopPaymentSuccess() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          return (
            <PaymentSuccessScreen
              paymentKey={query.get("paymentKey")}
              orderId={query.get("orderId")}
              amount={query.get("amount")}
              onConfirmed={(id) => void navigate(paths.paymentComplete(id), { replace: true })}
              paths={{ myReservations: paths.myReservations }}
            />
          );
        },
      };
    },
  },
];
