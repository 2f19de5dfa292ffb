CREATE TABLE "tour_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"traveler" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"device" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "tour_check_ins_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "tour_check_ins_traveler_check" CHECK ("tour_check_ins"."traveler" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tour_check_ins" ADD CONSTRAINT "tour_check_ins_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_check_ins" ADD CONSTRAINT "tour_check_ins_departure_id_product_options_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_check_ins" ADD CONSTRAINT "tour_check_ins_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_check_ins_ticket_uq" ON "tour_check_ins" USING btree ("reservation_id","traveler");--> statement-breakpoint
CREATE INDEX "tour_check_ins_departure_idx" ON "tour_check_ins" USING btree ("departure_id");