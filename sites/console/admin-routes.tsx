import { INQUIRIES_ADMIN_NAMESPACES, loadQuestionScreen, loadQuestionsScreen } from "@features/inquiries/admin";
import { MEMBERS_ADMIN_NAMESPACES, loadMemberAdminScreen, loadMembersAdminScreen } from "@features/members-admin";
import { PROMOTIONS_ADMIN_NAMESPACES, loadPromotionsAdminScreen } from "@features/promotions/admin";
import {
  QUOTATIONS_ADMIN_NAMESPACES,
  loadQuotationEditorScreen,
  loadQuotationsAdminScreen,
} from "@features/quotations/admin";
import { PRODUCTS_ADMIN_NAMESPACES, loadProductEditorScreen, loadProductsAdminScreen } from "@features/products-admin";
import { REFUNDS_ADMIN_NAMESPACES, loadRefundsAdminScreen } from "@features/refunds-admin";
import {
  RESERVATIONS_ADMIN_NAMESPACES,
  loadReservationAdminScreen,
  loadReservationsAdminScreen,
} from "@features/reservations-admin";
import {
  REVIEWS_ADMIN_NAMESPACES,
  loadReviewsAdminScreen,
  loadSocialReviewsAdminScreen,
} from "@features/reviews/admin";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import { contentAdminRoutes, idParam } from "../shell/content-admin-routes";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import {
  BOARD_PATHS,
  CONSOLE_BOARD_TYPES,
  CONSOLE_PATHS as PATHS,
  CONSOLE_SITE,
  INQUIRY_PATHS,
  MEMBER_PATHS,
  PRODUCT_PATHS,
  QUOTATION_PATHS,
  RESERVATION_PATHS,
} from "./site.config";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: `pages.${key}` });
const notFound = async () => (await import("../shell/not-found-screen")).NotFoundScreen;

/** A page of one record (`:id` in its address): the screen keyed by the id, or the not-found page for a bad one. */
function recordRoute<Paths>(
  path: string,
  titleKey: string,
  load: () => Promise<ComponentType<{ id: number; paths: Paths }>>,
  paths: Paths,
): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const [Screen, NotFoundScreen] = await Promise.all([load(), notFound()]);
      return {
        Component: function ConsoleRecord() {
          const id = idParam(useParams().id);
          if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
          return <Screen key={id} id={id} paths={paths} />;
        },
      };
    },
  };
}

const reservations = <T,>(load: () => Promise<T>) => withMessages(load, RESERVATIONS_ADMIN_NAMESPACES);
const refunds = <T,>(load: () => Promise<T>) => withMessages(load, REFUNDS_ADMIN_NAMESPACES);
const products = <T,>(load: () => Promise<T>) => withMessages(load, PRODUCTS_ADMIN_NAMESPACES);
const questions = <T,>(load: () => Promise<T>) => withMessages(load, INQUIRIES_ADMIN_NAMESPACES);
const members = <T,>(load: () => Promise<T>) => withMessages(load, MEMBERS_ADMIN_NAMESPACES);
const reviews = <T,>(load: () => Promise<T>) => withMessages(load, REVIEWS_ADMIN_NAMESPACES);
const quotations = <T,>(load: () => Promise<T>) => withMessages(load, QUOTATIONS_ADMIN_NAMESPACES);
const promotions = <T,>(load: () => Promise<T>) => withMessages(load, PROMOTIONS_ADMIN_NAMESPACES);

/**
 * Every console page but its home behind the operators' guard (a guest goes to `/admin/signin` and comes back),
 * under the tabs of every area. Each page is its own chunk with its feature's messages; the API decides what each role may do.
 */
export const consoleRoute: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="admin" /> };
  },
  children: [
    {
      lazy: async () => ({ Component: (await import("./operators-nav")).ConsoleOperatorsLayout }),
      children: [
        {
          path: PATHS.reservations,
          handle: title("reservations"),
          lazy: async () => {
            const ReservationsAdminScreen = await reservations(loadReservationsAdminScreen);
            return { Component: () => <ReservationsAdminScreen paths={RESERVATION_PATHS} /> };
          },
        },
        recordRoute(
          `${PATHS.reservations}/:id`,
          "reservation",
          () => reservations(loadReservationAdminScreen),
          RESERVATION_PATHS,
        ),
        {
          path: PATHS.refunds,
          handle: title("refunds"),
          lazy: async () => ({ Component: await refunds(loadRefundsAdminScreen) }),
        },
        {
          path: PATHS.products,
          handle: title("products"),
          lazy: async () => {
            const ProductsAdminScreen = await products(loadProductsAdminScreen);
            return { Component: () => <ProductsAdminScreen paths={PRODUCT_PATHS} /> };
          },
        },
        // before `products/:id`: "new" is not a product's address
        {
          path: PATHS.newProduct,
          handle: title("newProduct"),
          lazy: async () => {
            const ProductEditorScreen = await products(loadProductEditorScreen);
            return { Component: () => <ProductEditorScreen key="new" id={null} paths={PRODUCT_PATHS} /> };
          },
        },
        recordRoute(`${PATHS.products}/:id`, "product", () => products(loadProductEditorScreen), PRODUCT_PATHS),
        {
          path: PATHS.inquiries,
          handle: title("inquiries"),
          lazy: async () => {
            const QuestionsScreen = await questions(loadQuestionsScreen);
            return { Component: () => <QuestionsScreen site={CONSOLE_SITE} paths={INQUIRY_PATHS} /> };
          },
        },
        {
          path: `${PATHS.inquiries}/:id`,
          handle: title("inquiry"),
          lazy: async () => {
            const [QuestionScreen, NotFoundScreen] = await Promise.all([questions(loadQuestionScreen), notFound()]);
            return {
              Component: function ConsoleQuestion() {
                const id = idParam(useParams().id);
                if (id === null) return <NotFoundScreen homePath={PATHS.home} />;
                return <QuestionScreen key={id} questionId={id} paths={INQUIRY_PATHS} />;
              },
            };
          },
        },
        {
          path: PATHS.reviews,
          handle: title("reviews"),
          lazy: async () => ({ Component: await reviews(loadReviewsAdminScreen) }),
        },
        {
          path: PATHS.socialReviews,
          handle: title("socialReviews"),
          lazy: async () => ({ Component: await reviews(loadSocialReviewsAdminScreen) }),
        },
        {
          path: PATHS.quotations,
          handle: title("quotations"),
          lazy: async () => {
            const QuotationsAdminScreen = await quotations(loadQuotationsAdminScreen);
            return { Component: () => <QuotationsAdminScreen paths={QUOTATION_PATHS} /> };
          },
        },
        // before `quotations/:id`: "new" is not a quotation's address
        {
          path: PATHS.newQuotation,
          handle: title("newQuotation"),
          lazy: async () => {
            const QuotationEditorScreen = await quotations(loadQuotationEditorScreen);
            return { Component: () => <QuotationEditorScreen key="new" id={null} paths={QUOTATION_PATHS} /> };
          },
        },
        recordRoute(
          `${PATHS.quotations}/:id`,
          "quotation",
          () => quotations(loadQuotationEditorScreen),
          QUOTATION_PATHS,
        ),
        ...contentAdminRoutes({
          site: CONSOLE_SITE,
          home: PATHS.home,
          boards: {
            types: CONSOLE_BOARD_TYPES,
            routes: { list: PATHS.boards, add: PATHS.boardAdd, edit: PATHS.boardEdit },
            paths: BOARD_PATHS,
          },
        }),
        {
          path: PATHS.promotions,
          handle: title("promotions"),
          lazy: async () => {
            const PromotionsAdminScreen = await promotions(loadPromotionsAdminScreen);
            return { Component: () => <PromotionsAdminScreen paths={{ list: PATHS.promotions }} /> };
          },
        },
        {
          path: PATHS.members,
          handle: title("members"),
          lazy: async () => {
            const MembersAdminScreen = await members(loadMembersAdminScreen);
            return { Component: () => <MembersAdminScreen paths={MEMBER_PATHS} /> };
          },
        },
        recordRoute(`${PATHS.members}/:id`, "member", () => members(loadMemberAdminScreen), MEMBER_PATHS),
      ],
    },
  ],
};
