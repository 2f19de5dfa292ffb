CREATE TABLE "city_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"times" text,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ko" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ko" text NOT NULL,
	"place_en" text NOT NULL,
	"place_ko" text NOT NULL,
	"district" text NOT NULL,
	"venue_id" integer,
	"price_en" text NOT NULL,
	"price_ko" text NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_events_category_check" CHECK ("city_events"."category" in ('festival', 'exhibition', 'performance', 'market', 'sports', 'night')),
	CONSTRAINT "city_events_district_check" CHECK ("city_events"."district" in ('jongno', 'jung', 'yongsan', 'mapo', 'seodaemun', 'gangnam', 'songpa', 'yeongdeungpo', 'gangseo')),
	CONSTRAINT "city_events_days_check" CHECK ("city_events"."ends_on" >= "city_events"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "city_events" ADD CONSTRAINT "city_events_venue_id_pass_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."pass_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_events_days_idx" ON "city_events" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "city_events_venue_idx" ON "city_events" USING btree ("venue_id");