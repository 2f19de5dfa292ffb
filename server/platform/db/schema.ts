// Every table of the product, for the database client and the migration generator. Each domain keeps its own
// tables beside its code (server/domains/<name>/tables.ts); this file only gathers them.
export * from "../../domains/site/tables";
export * from "./tables";
export * from "../../domains/auth/tables";
export * from "../mail/tables";
export * from "../../domains/members/tables";
export * from "../../domains/catalog/tables";
export * from "../../domains/cart/tables";
export * from "../../domains/wishlist/tables";
export * from "../../domains/reservations/tables";
export * from "../../domains/payments/tables";
export * from "../../domains/boards/tables";
export * from "../../domains/inquiries/tables";
export * from "../../domains/reviews/tables";
export * from "../../domains/social-reviews/tables";
export * from "../../domains/quotations/tables";
export * from "../../domains/promotions/tables";
export * from "../../domains/mart/tables";
export * from "../../domains/live/tables";
export * from "../../domains/surveys/tables";
export * from "../../domains/applications/tables";
export * from "../../domains/mice/tables";
export * from "../../domains/tours/tables";
export * from "../../domains/things-to-do/tables";
export * from "../../domains/passes/tables";
export * from "../../domains/partnerships/tables";
export * from "../../domains/protocol/tables";
