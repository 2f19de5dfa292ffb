ALTER TABLE "coupons" ADD COLUMN "name_ko" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "reason_ko" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- the demo rows written before the Korean texts existed
UPDATE "point_ledger" SET "reason_ko" = '가입 축하 포인트' WHERE "reason" = 'Welcome bonus';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '가입 축하 포인트 소멸' WHERE "reason" = 'Welcome bonus expired';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '리뷰 작성 적립' WHERE "reason" = 'Review reward';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '예약 R-1001에 사용' WHERE "reason" = 'Used on reservation R-1001';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '축제 이벤트 적립' WHERE "reason" = 'Festival event';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '예약 R-1001 취소로 반환' WHERE "reason" = 'Reservation R-1001 cancelled';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '예약 ' || substring("reason" from 13) || '에 사용' WHERE "kind" = 'use' AND "reason" ~ '^Reservation [^ ]+$';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = '예약 ' || substring("reason" from 13 for length("reason") - 22) || ' 취소로 반환' WHERE "kind" = 'refund' AND "reason" ~ '^Reservation [^ ]+ cancelled$';--> statement-breakpoint
UPDATE "point_ledger" SET "reason_ko" = 'SNS 후기 적립' WHERE "reason" = 'social_review';--> statement-breakpoint
UPDATE "coupons" SET "name_ko" = '가입 축하 10% 할인' WHERE "name" = 'Welcome 10% off';--> statement-breakpoint
UPDATE "coupons" SET "name_ko" = 'USD 50 이상 주문 시 USD 5 할인' WHERE "name" = 'USD 5 off orders over USD 50';--> statement-breakpoint
UPDATE "coupons" SET "name_ko" = '상품 1 전용 15% 할인' WHERE "name" = '15% off product 1';--> statement-breakpoint
UPDATE "coupons" SET "name_ko" = '봄 세일 (만료)' WHERE "name" = 'Spring sale (expired)';--> statement-breakpoint
UPDATE "coupons" SET "name_ko" = '첫 주문 할인 (사용함)' WHERE "name" = 'First order (used)';
