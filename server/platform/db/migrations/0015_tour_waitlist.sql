CREATE TABLE "tour_booking_langs" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"lang" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"travelers" integer NOT NULL,
	"lang" text NOT NULL,
	"member_id" integer,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"joins" integer DEFAULT 1 NOT NULL,
	"held_seats" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"reservation_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_waitlist_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "tour_waitlist_status_check" CHECK ("tour_waitlist"."status" in ('waiting', 'offered', 'booked', 'left', 'lapsed', 'called_off')),
	CONSTRAINT "tour_waitlist_travelers_check" CHECK ("tour_waitlist"."travelers" >= 1),
	CONSTRAINT "tour_waitlist_held_check" CHECK ("tour_waitlist"."held_seats" >= 0 and ("tour_waitlist"."status" = 'offered' or "tour_waitlist"."held_seats" = 0))
);
--> statement-breakpoint
ALTER TABLE "tour_departures" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_booking_langs" ADD CONSTRAINT "tour_booking_langs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_waitlist" ADD CONSTRAINT "tour_waitlist_departure_id_product_options_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_waitlist" ADD CONSTRAINT "tour_waitlist_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_waitlist" ADD CONSTRAINT "tour_waitlist_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_waitlist_email_uq" ON "tour_waitlist" USING btree ("departure_id","email");--> statement-breakpoint
CREATE INDEX "tour_waitlist_line_idx" ON "tour_waitlist" USING btree ("departure_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "tour_waitlist_offer_idx" ON "tour_waitlist" USING btree ("status","offer_expires_at");