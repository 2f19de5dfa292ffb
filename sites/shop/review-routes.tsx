import { paysOnline } from "@contracts/payment-methods";
import { loadMyQuotationsScreen, loadQuotationScreen } from "@features/quotations";
import {
  loadEditReviewScreen,
  loadMyReviewsScreen,
  loadProductRatingSummary,
  loadProductReviewsScreen,
  loadSocialReviewRequestScreen,
  loadSocialReviewsScreen,
  loadWriteReviewScreen,
} from "@features/reviews";
import { lazyComponent } from "@ds/lib/lazy-component";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { useNavigate, useParams } from "react-router";
import { useSignInPrompt } from "../shell/use-sign-in-prompt";
import { withMessages } from "../shell/with-messages";
import { payOnline } from "../shell/pay-online";
import { SHOP_PATHS } from "./shop-paths";

// Each feature loads with the first page that shows it, with its messages (ARCHITECTURE: per-site lazy bundles).
const reviews = <T,>(load: () => Promise<T>) => withMessages(load, ["reviews"]);
const quotations = <T,>(load: () => Promise<T>) => withMessages(load, ["quotations", "booking"]);
const notFound = () => import("../shell/not-found-screen");

/** The shop's review and quotation addresses (spec point 2), handed to the screens, which hard-code none (rule 3). */
export const REVIEW_PATHS = {
  productReviews: (productId: number) => `/product/${productId}/review`,
  writeReview: (productId: number, bookingId: number) => `/product/review/${productId}/${bookingId}`,
  editReview: (reviewId: number) => `/user/review/${reviewId}`,
  myReviews: "/user/review",
  socialReviews: "/user/social-review",
  newReviewRequest: "/review-request",
  reviewRequest: (id: number) => `/review-request/${id}`,
  myQuotations: "/quotation",
  quotation: (id: number) => `/quotation/${id}`,
} as const;

const paths = REVIEW_PATHS;

/** An id from the address, or null when it is none (the page then says "not found" without asking the server). */
function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

// loaded before the browser takes a product page over (a lazy part), so a press on its link is never lost
const { Component: RatingSummary } = lazyComponent("product-rating-summary", () => reviews(loadProductRatingSummary));

/**
 * The rating summary for the product page's `reviews` slot: stars, average, count and the way to the reviews. Its
 * code loads beside the product page's, and the page never waits for it.
 */
export function productReviewsSlot(productId: number): ReactNode {
  // noted by the server's render of every product page (module-notes.ts): the page's HTML names its chunk
  if (import.meta.env.SSR) void loadProductRatingSummary();
  return <RatingSummary productId={productId} reviewsPath={paths.productReviews(productId)} />;
}

/** Public: a product's reviews (spec point 6). */
export const reviewPages: RouteObject[] = [
  {
    path: "product/:productId/review",
    lazy: async () => {
      const [ProductReviewsScreen, { NotFoundScreen }] = await Promise.all([
        reviews(loadProductReviewsScreen),
        notFound(),
      ]);
      return {
        Component: function ShopProductReviews() {
          const id = idParam(useParams().productId);
          const askToSignIn = useSignInPrompt();
          if (id === null) return <NotFoundScreen homePath={SHOP_PATHS.home} />;
          return (
            <ProductReviewsScreen
              key={id}
              productId={id}
              paths={{ product: SHOP_PATHS.product, editReview: paths.editReview }}
              onNeedSignIn={() => void askToSignIn()}
            />
          );
        },
      };
    },
  },
];

/** Login required (spec point 6): writing, editing and listing reviews, social review requests, quotations. */
export const memberReviewPages: RouteObject[] = [
  {
    path: "product/review/:productId/:bookingId",
    lazy: async () => {
      const [WriteReviewScreen, { NotFoundScreen }] = await Promise.all([reviews(loadWriteReviewScreen), notFound()]);
      return {
        Component: function ShopWriteReview() {
          const params = useParams();
          const productId = idParam(params.productId);
          const bookingId = idParam(params.bookingId);
          const navigate = useNavigate();
          if (productId === null || bookingId === null) return <NotFoundScreen homePath={SHOP_PATHS.home} />;
          return (
            <WriteReviewScreen
              key={`${productId}-${bookingId}`}
              productId={productId}
              reservationId={bookingId}
              // the new review, with the product's new average
              onDone={() => void navigate(paths.productReviews(productId))}
              paths={{ myReviews: paths.myReviews, editReview: paths.editReview }}
            />
          );
        },
      };
    },
  },
  {
    path: "user/review",
    lazy: async () => {
      const MyReviewsScreen = await reviews(loadMyReviewsScreen);
      return {
        Component: () => (
          <MyReviewsScreen
            paths={{
              writeReview: paths.writeReview,
              editReview: paths.editReview,
              productReviews: paths.productReviews,
            }}
          />
        ),
      };
    },
  },
  {
    path: "user/review/:reviewId",
    lazy: async () => {
      const [EditReviewScreen, { NotFoundScreen }] = await Promise.all([reviews(loadEditReviewScreen), notFound()]);
      return {
        Component: function ShopEditReview() {
          const id = idParam(useParams().reviewId);
          const navigate = useNavigate();
          if (id === null) return <NotFoundScreen homePath={SHOP_PATHS.home} />;
          return (
            <EditReviewScreen
              key={id}
              reviewId={id}
              onDone={(review) => void navigate(paths.productReviews(review.product_id))}
              onDeleted={() => void navigate(paths.myReviews, { replace: true })}
              paths={{ myReviews: paths.myReviews }}
            />
          );
        },
      };
    },
  },
  {
    path: "user/social-review",
    lazy: async () => {
      const SocialReviewsScreen = await reviews(loadSocialReviewsScreen);
      return {
        Component: () => (
          <SocialReviewsScreen paths={{ newRequest: paths.newReviewRequest, request: paths.reviewRequest }} />
        ),
      };
    },
  },
  {
    path: "review-request",
    lazy: async () => {
      const SocialReviewRequestScreen = await reviews(loadSocialReviewRequestScreen);
      return {
        Component: function ShopNewReviewRequest() {
          const navigate = useNavigate();
          return (
            <SocialReviewRequestScreen
              onSaved={() => void navigate(paths.socialReviews)}
              paths={{ socialReviews: paths.socialReviews }}
            />
          );
        },
      };
    },
  },
  {
    path: "review-request/:reviewId",
    lazy: async () => {
      const [SocialReviewRequestScreen, { NotFoundScreen }] = await Promise.all([
        reviews(loadSocialReviewRequestScreen),
        notFound(),
      ]);
      return {
        Component: function ShopReviewRequest() {
          const id = idParam(useParams().reviewId);
          const navigate = useNavigate();
          if (id === null) return <NotFoundScreen homePath={SHOP_PATHS.home} />;
          return (
            <SocialReviewRequestScreen
              key={id}
              requestId={id}
              onSaved={() => void navigate(paths.socialReviews)}
              paths={{ socialReviews: paths.socialReviews }}
            />
          );
        },
      };
    },
  },
  {
    path: "quotation",
    lazy: async () => {
      const MyQuotationsScreen = await quotations(loadMyQuotationsScreen);
      return { Component: () => <MyQuotationsScreen paths={{ quotation: paths.quotation }} /> };
    },
  },
  {
    path: "quotation/:id",
    lazy: async () => {
      const [QuotationScreen, { NotFoundScreen }] = await Promise.all([quotations(loadQuotationScreen), notFound()]);
      return {
        Component: function ShopQuotation() {
          const id = idParam(useParams().id);
          const navigate = useNavigate();
          if (id === null) return <NotFoundScreen homePath={SHOP_PATHS.home} />;
          return (
            <QuotationScreen
              key={id}
              quotationId={id}
              onAccepted={(reservation) => {
                if (paysOnline(reservation.payment_method)) {
                  // as after a reservation: the order page offers "Pay now" should the window fail to open
                  void payOnline(reservation.id).catch(() => navigate(SHOP_PATHS.reservationDetail(reservation.id)));
                } else {
                  // a bank transfer or QR pass: the order page shows where and by when to pay
                  void navigate(SHOP_PATHS.reservationDetail(reservation.id));
                }
              }}
              paths={{ myQuotations: paths.myQuotations, reservation: SHOP_PATHS.reservationDetail }}
            />
          );
        },
      };
    },
  },
];
