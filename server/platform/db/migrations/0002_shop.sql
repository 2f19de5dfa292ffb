CREATE TABLE "cart_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_item_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "cart_item_options_quantity_check" CHECK ("cart_item_options"."quantity" between 1 and 99),
	CONSTRAINT "cart_item_options_currency_check" CHECK ("cart_item_options"."currency" in ('USD', 'KRW'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"payment_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"raw" jsonb,
	"approved_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('USD', 'KRW'))
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"option_start_date" date NOT NULL,
	"option_end_date" date NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_currency_check" CHECK ("product_options"."currency" in ('USD', 'KRW')),
	CONSTRAINT "product_options_sold_check" CHECK ("product_options"."sold" >= 0 and "product_options"."sold" <= "product_options"."capacity"),
	CONSTRAINT "product_options_range_check" CHECK ("product_options"."option_start_date" <= "product_options"."option_end_date"),
	CONSTRAINT "product_options_price_check" CHECK ("product_options"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"region" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ko" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ko" text NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"location_ko" text DEFAULT '' NOT NULL,
	"images" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	"sales_start" date,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('festival', 'tour', 'option_ticket'))
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"product_name_en" text NOT NULL,
	"product_name_ko" text NOT NULL,
	"option_name_en" text NOT NULL,
	"option_name_ko" text NOT NULL,
	"option_start_date" date NOT NULL,
	"option_end_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text,
	"status" text NOT NULL,
	"cancel_reason" text,
	"cancel_note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"rates" jsonb NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" text NOT NULL,
	"travelers" integer NOT NULL,
	"luggage" integer NOT NULL,
	"representative_name" text NOT NULL,
	"contact" text NOT NULL,
	"passport_number" text NOT NULL,
	"nationality" text NOT NULL,
	"arrival_flight_number" text DEFAULT '' NOT NULL,
	"departure_address" text NOT NULL,
	"destination_address" text NOT NULL,
	"same_as_representative" boolean NOT NULL,
	"payment_method" text NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"bank" text,
	"subtotal_minor" integer NOT NULL,
	"luggage_fee_minor" integer NOT NULL,
	"coupon_id" integer,
	"coupon_name" text,
	"coupon_discount_minor" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_value_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"deposit_due_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_number_unique" UNIQUE("number"),
	CONSTRAINT "reservations_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('waiting', 'pending', 'requested', 'confirmed', 'cancel_requested', 'cancelled')),
	CONSTRAINT "reservations_currency_check" CHECK ("reservations"."currency" in ('USD', 'KRW')),
	CONSTRAINT "reservations_travelers_check" CHECK ("reservations"."travelers" >= 2),
	CONSTRAINT "reservations_total_check" CHECK ("reservations"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_item_options" ADD CONSTRAINT "cart_item_options_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_options" ADD CONSTRAINT "cart_item_options_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_options_uq" ON "cart_item_options" USING btree ("cart_item_id","product_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_member_product_uq" ON "cart_items" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reservation_uq" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_category_region_idx" ON "products" USING btree ("category","region");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured","rank");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_member_request_uq" ON "reservations" USING btree ("member_id","request_id") WHERE "reservations"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_member_idx" ON "reservations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_status_due_idx" ON "reservations" USING btree ("status","deposit_due_at","payment_due_at");