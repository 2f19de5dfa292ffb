CREATE TABLE "conference_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair" text NOT NULL,
	"year" integer NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"room_en" text NOT NULL,
	"room_ko" text NOT NULL,
	"track_en" text NOT NULL,
	"track_ko" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_ko" text DEFAULT '' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_sessions_fair_check" CHECK ("conference_sessions"."fair" in ('sitmmt', 'mice')),
	CONSTRAINT "conference_sessions_time_check" CHECK ("conference_sessions"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "conference_sessions"."ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "conference_sessions"."ends_at" > "conference_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "fair_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair" text NOT NULL,
	"year" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"venue_en" text NOT NULL,
	"venue_ko" text NOT NULL,
	"city_en" text NOT NULL,
	"city_ko" text NOT NULL,
	"registration_closes_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_editions_fair_check" CHECK ("fair_editions"."fair" in ('sitmmt', 'mice')),
	CONSTRAINT "fair_editions_days_check" CHECK ("fair_editions"."first_day" <= "fair_editions"."last_day"),
	CONSTRAINT "fair_editions_hours_check" CHECK ("fair_editions"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "fair_editions"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "fair_editions"."closes" > "fair_editions"."opens")
);
--> statement-breakpoint
CREATE TABLE "mice_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"year" integer NOT NULL,
	"nationality" text NOT NULL,
	"organisation" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"interests" jsonb NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"badge_code" text NOT NULL,
	"badge_number" text GENERATED ALWAYS AS ('V' || lpad(("year" % 100)::text, 2, '0') || '-' || lpad("id"::text, greatest(6, length("id"::text)), '0')) STORED NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "mice_visitors_nationality_check" CHECK ("mice_visitors"."nationality" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
DROP INDEX "mart_applications_company_year_uq";--> statement-breakpoint
DROP INDEX "mart_applications_year_status_idx";--> statement-breakpoint
ALTER TABLE "mart_applications" ADD COLUMN "fair" text DEFAULT 'sitmmt' NOT NULL;--> statement-breakpoint
ALTER TABLE "mice_visitors" ADD CONSTRAINT "mice_visitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_sessions_edition_idx" ON "conference_sessions" USING btree ("fair","year","day","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_editions_fair_year_uq" ON "fair_editions" USING btree ("fair","year");--> statement-breakpoint
CREATE UNIQUE INDEX "mice_visitors_account_year_uq" ON "mice_visitors" USING btree ("account_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "mice_visitors_badge_code_uq" ON "mice_visitors" USING btree ("badge_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mice_visitors_badge_number_uq" ON "mice_visitors" USING btree ("badge_number");--> statement-breakpoint
CREATE INDEX "mice_visitors_year_registered_idx" ON "mice_visitors" USING btree ("year","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_applications_company_fair_year_uq" ON "mart_applications" USING btree ("company_id","fair","event_year") WHERE "mart_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "mart_applications_fair_year_status_idx" ON "mart_applications" USING btree ("fair","event_year","status");--> statement-breakpoint
ALTER TABLE "mart_applications" ADD CONSTRAINT "mart_applications_fair_check" CHECK ("mart_applications"."fair" in ('sitmmt', 'mice'));