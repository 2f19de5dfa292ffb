CREATE TABLE "pass_options" (
	"option_id" integer PRIMARY KEY NOT NULL,
	"type" jsonb NOT NULL,
	"valid_from" date
);
--> statement-breakpoint
CREATE TABLE "pass_orders" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"holders" jsonb NOT NULL,
	"lang" text NOT NULL,
	CONSTRAINT "pass_orders_holders_check" CHECK (jsonb_array_length("pass_orders"."holders") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "pass_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" integer,
	"venue_id" integer NOT NULL,
	"account_id" integer,
	"device" text NOT NULL,
	"nonce" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"answer" jsonb NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pass_scans_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "pass_scans_result_check" CHECK ("pass_scans"."result" in ('valid', 'already_used', 'no_uses_left', 'expired', 'not_yet_valid', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "pass_venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"category" text NOT NULL,
	"district" text NOT NULL,
	"benefit" jsonb NOT NULL,
	"repeat_visits" boolean DEFAULT false NOT NULL,
	"reservation_required" boolean DEFAULT false NOT NULL,
	"opening_hours_en" text NOT NULL,
	"opening_hours_ko" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ko" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ko" text NOT NULL,
	"directions_en" text NOT NULL,
	"directions_ko" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"thumbnail" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pass_venues_category_check" CHECK ("pass_venues"."category" in ('palace', 'museum', 'gallery', 'tour', 'experience', 'show', 'shopping', 'transport')),
	CONSTRAINT "pass_venues_district_check" CHECK ("pass_venues"."district" in ('jongno', 'jung', 'yongsan', 'mapo', 'seodaemun', 'gangnam', 'songpa', 'yeongdeungpo', 'gangseo')),
	CONSTRAINT "pass_venues_benefit_check" CHECK ("pass_venues"."benefit"->>'kind' = 'free_entry' or ("pass_venues"."benefit"->>'kind' = 'discount' and ("pass_venues"."benefit"->>'percent')::int between 1 and 99)),
	CONSTRAINT "pass_venues_place_check" CHECK ("pass_venues"."lat" between -90 and 90 and "pass_venues"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"traveler" integer NOT NULL,
	"member_id" integer,
	"holder_name" text NOT NULL,
	"type_name" text NOT NULL,
	"type_name_ko" text NOT NULL,
	"type" jsonb NOT NULL,
	"valid_from" date,
	"purchased_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_traveler_check" CHECK ("passes"."traveler" >= 1),
	CONSTRAINT "passes_uses_check" CHECK ("passes"."uses" >= 0),
	CONSTRAINT "passes_activation_check" CHECK ("passes"."uses" = 0 or "passes"."activated_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_channel_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_channel_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_travelers_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "pass_options" ADD CONSTRAINT "pass_options_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_orders" ADD CONSTRAINT "pass_orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_scans" ADD CONSTRAINT "pass_scans_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_scans" ADD CONSTRAINT "pass_scans_venue_id_pass_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."pass_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_scans" ADD CONSTRAINT "pass_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_scans_pass_idx" ON "pass_scans" USING btree ("pass_id","scanned_at");--> statement-breakpoint
CREATE INDEX "pass_scans_venue_idx" ON "pass_scans" USING btree ("venue_id","scanned_at");--> statement-breakpoint
CREATE INDEX "pass_venues_list_idx" ON "pass_venues" USING btree ("published","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_traveler_uq" ON "passes" USING btree ("reservation_id","traveler");--> statement-breakpoint
CREATE INDEX "passes_member_idx" ON "passes" USING btree ("member_id","purchased_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_venue_id_pass_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."pass_venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_venue_check" CHECK (("accounts"."venue_id" is not null) = ("accounts"."role" is not distinct from 'partner'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK (("accounts"."area" = 'admin') = ("accounts"."role" is not null) and ("accounts"."role" is null or "accounts"."role" in ('operator', 'gate', 'partner')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_check" CHECK ("products"."channel" in ('shop', 'summit', 'pass'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_channel_check" CHECK ("reservations"."channel" in ('shop', 'summit', 'pass'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_travelers_check" CHECK ("reservations"."travelers" >= 2 or ("reservations"."channel" = 'pass' and "reservations"."travelers" >= 1));