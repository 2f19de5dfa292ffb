CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"inquiry_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_owner_check" CHECK (("attachments"."post_id" is null) <> ("attachments"."inquiry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ko" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"link_path" text,
	"image_path" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_posts_event_days_check" CHECK ("board_posts"."ends_on" is null or "board_posts"."starts_on" is null or "board_posts"."ends_on" >= "board_posts"."starts_on"),
	CONSTRAINT "board_posts_link_check" CHECK ("board_posts"."link_path" is null or "board_posts"."link_path" ~ '^/[^/]')
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "boards_type_check" CHECK ("boards"."type" ~ '^[a-z][a-z0-9-]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text DEFAULT 'shop' NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('open', 'replied')),
	CONSTRAINT "inquiries_reply_check" CHECK (("inquiries"."status" = 'replied') = ("inquiries"."reply" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotion_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_links_code_check" CHECK ("promotion_links"."code" ~ '^[A-Za-z0-9_-]{2,64}$'),
	CONSTRAINT "promotion_links_target_check" CHECK ("promotion_links"."target_path" ~ '^/([^/\\]|$)')
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "quotation_items_quantity_check" CHECK ("quotation_items"."quantity" between 1 and 99),
	CONSTRAINT "quotation_items_price_check" CHECK ("quotation_items"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" text NOT NULL,
	"travelers" integer NOT NULL,
	"luggage" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"member_comment" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"reservation_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_number_unique" UNIQUE("number"),
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('sent', 'accepted', 'declined', 'changes_requested', 'withdrawn')),
	CONSTRAINT "quotations_currency_check" CHECK ("quotations"."currency" in ('USD', 'KRW')),
	CONSTRAINT "quotations_travelers_check" CHECK ("quotations"."travelers" >= 2),
	CONSTRAINT "quotations_total_check" CHECK ("quotations"."total_minor" >= 0),
	CONSTRAINT "quotations_accepted_check" CHECK (("quotations"."status" = 'accepted') = ("quotations"."reservation_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_member_id_pk" PRIMARY KEY("review_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_check" CHECK (char_length("reviews"."content") >= 10),
	CONSTRAINT "reviews_helpful_check" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"operator_note" text DEFAULT '' NOT NULL,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_review_requests_status_check" CHECK ("social_review_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "social_review_requests_url_check" CHECK ("social_review_requests"."url" ~ '^https://'),
	CONSTRAINT "social_review_requests_points_check" CHECK ("social_review_requests"."points_granted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_replied_by_accounts_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_product_option_id_product_options_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_review_requests" ADD CONSTRAINT "social_review_requests_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_review_requests" ADD CONSTRAINT "social_review_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_review_requests" ADD CONSTRAINT "social_review_requests_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_post_idx" ON "attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "attachments_inquiry_idx" ON "attachments" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "board_posts_board_idx" ON "board_posts" USING btree ("board_id","pinned","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_site_type_uq" ON "boards" USING btree ("site","type");--> statement-breakpoint
CREATE INDEX "inquiries_member_idx" ON "inquiries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_site_status_idx" ON "inquiries" USING btree ("site","status","created_at");--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_member_idx" ON "quotations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_product_uq" ON "reviews" USING btree ("reservation_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_member_idx" ON "reviews" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_review_requests_reservation_url_uq" ON "social_review_requests" USING btree ("reservation_id","url");--> statement-breakpoint
CREATE INDEX "social_review_requests_member_idx" ON "social_review_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "social_review_requests_status_idx" ON "social_review_requests" USING btree ("status","created_at");