CREATE TABLE "live_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'sitmmt' NOT NULL,
	"payload" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mart_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_year" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"operator_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "mart_applications_status_check" CHECK ("mart_applications"."status" in ('submitted', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "mart_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"origin" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"contact_name" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"contact_email" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"continent" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"homepage" text DEFAULT '' NOT NULL,
	"products_services" text DEFAULT '' NOT NULL,
	"main_business" text NOT NULL,
	"staff_count" integer,
	"annual_sales_2024" bigint,
	"korea_performance_since_2020" text DEFAULT '' NOT NULL,
	"travelers_to_korea_since_2019" integer,
	"buyer_category" text,
	"buyer_type" text,
	"primary_sector" text NOT NULL,
	"sub_sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"participated_before" boolean DEFAULT false NOT NULL,
	"participation_count" integer,
	"route" text NOT NULL,
	"purposes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booth_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_companies_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "mart_companies_role_check" CHECK ("mart_companies"."role" in ('buyer', 'seller')),
	CONSTRAINT "mart_companies_origin_check" CHECK ("mart_companies"."origin" in ('domestic', 'overseas')),
	CONSTRAINT "mart_companies_main_business_check" CHECK (char_length("mart_companies"."main_business") <= 500),
	CONSTRAINT "mart_companies_country_check" CHECK ("mart_companies"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "mart_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_files_kind_check" CHECK ("mart_files"."kind" in ('logo', 'banner', 'document'))
);
--> statement-breakpoint
CREATE TABLE "mart_meeting_records" (
	"meeting_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"took_place" boolean NOT NULL,
	"not_held_reason" text DEFAULT '' NOT NULL,
	"meeting_type" text,
	"main_content" text DEFAULT '' NOT NULL,
	"contract_possibility" text,
	"client_importance" text,
	"visitor_scale" text,
	"contract_amount" text,
	"satisfaction" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_meeting_records_meeting_id_company_id_pk" PRIMARY KEY("meeting_id","company_id"),
	CONSTRAINT "mart_meeting_records_satisfaction_check" CHECK ("mart_meeting_records"."satisfaction" is null or "mart_meeting_records"."satisfaction" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mart_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"status" text NOT NULL,
	"attendees" integer DEFAULT 1 NOT NULL,
	"booth_no" text,
	"message" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cancel_requested_by" text,
	"cancel_from" text,
	"matched_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_meetings_status_check" CHECK ("mart_meetings"."status" in ('requested', 'confirmed', 'rejected', 'canceled', 'cancel_requested', 'admin_matching')),
	CONSTRAINT "mart_meetings_attendees_check" CHECK ("mart_meetings"."attendees" between 1 and 5),
	CONSTRAINT "mart_meetings_parties_check" CHECK ("mart_meetings"."buyer_id" <> "mart_meetings"."seller_id"),
	CONSTRAINT "mart_meetings_cancel_check" CHECK (("mart_meetings"."status" = 'cancel_requested') = ("mart_meetings"."cancel_requested_by" is not null and "mart_meetings"."cancel_from" is not null))
);
--> statement-breakpoint
CREATE TABLE "mart_slot_blocks" (
	"company_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_slot_blocks_company_id_slot_id_pk" PRIMARY KEY("company_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "mart_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_year" integer NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mart_slots_time_check" CHECK ("mart_slots"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "mart_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "mart_slots"."end_time" > "mart_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_ko" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_site_slug_pk" PRIMARY KEY("site","slug")
);
--> statement-breakpoint
ALTER TABLE "live_updates" ADD CONSTRAINT "live_updates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_applications" ADD CONSTRAINT "mart_applications_company_id_mart_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_applications" ADD CONSTRAINT "mart_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_companies" ADD CONSTRAINT "mart_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_files" ADD CONSTRAINT "mart_files_company_id_mart_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meeting_records" ADD CONSTRAINT "mart_meeting_records_meeting_id_mart_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."mart_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meeting_records" ADD CONSTRAINT "mart_meeting_records_company_id_mart_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD CONSTRAINT "mart_meetings_slot_id_mart_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."mart_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD CONSTRAINT "mart_meetings_buyer_id_mart_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD CONSTRAINT "mart_meetings_seller_id_mart_companies_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD CONSTRAINT "mart_meetings_matched_by_accounts_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_slot_blocks" ADD CONSTRAINT "mart_slot_blocks_company_id_mart_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."mart_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mart_slot_blocks" ADD CONSTRAINT "mart_slot_blocks_slot_id_mart_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."mart_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_updates_channel_idx" ON "live_updates" USING btree ("channel","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_applications_company_year_uq" ON "mart_applications" USING btree ("company_id","event_year") WHERE "mart_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "mart_applications_year_status_idx" ON "mart_applications" USING btree ("event_year","status");--> statement-breakpoint
CREATE INDEX "mart_companies_role_idx" ON "mart_companies" USING btree ("role","country");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_files_single_uq" ON "mart_files" USING btree ("company_id","kind") WHERE "mart_files"."kind" in ('logo', 'banner');--> statement-breakpoint
CREATE INDEX "mart_files_company_idx" ON "mart_files" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_meetings_buyer_slot_booked_uq" ON "mart_meetings" USING btree ("slot_id","buyer_id") WHERE "mart_meetings"."status" in ('confirmed', 'admin_matching', 'cancel_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "mart_meetings_seller_slot_booked_uq" ON "mart_meetings" USING btree ("slot_id","seller_id") WHERE "mart_meetings"."status" in ('confirmed', 'admin_matching', 'cancel_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "mart_meetings_pair_booked_uq" ON "mart_meetings" USING btree ("buyer_id","seller_id") WHERE "mart_meetings"."status" in ('confirmed', 'admin_matching', 'cancel_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "mart_meetings_open_request_uq" ON "mart_meetings" USING btree ("slot_id","buyer_id","seller_id") WHERE "mart_meetings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "mart_meetings_buyer_idx" ON "mart_meetings" USING btree ("buyer_id","slot_id");--> statement-breakpoint
CREATE INDEX "mart_meetings_seller_idx" ON "mart_meetings" USING btree ("seller_id","slot_id");--> statement-breakpoint
CREATE INDEX "mart_meetings_slot_idx" ON "mart_meetings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_slots_day_start_uq" ON "mart_slots" USING btree ("day","start_time");