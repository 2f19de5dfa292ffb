CREATE TABLE "pass_partner_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_payers" (
	"reservation_id" integer NOT NULL,
	"traveler" integer NOT NULL,
	"pass_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"scan_id" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pass_payers_reservation_id_traveler_pk" PRIMARY KEY("reservation_id","traveler"),
	CONSTRAINT "pass_payers_traveler_check" CHECK ("pass_payers"."traveler" >= 1),
	CONSTRAINT "pass_payers_amount_check" CHECK ("pass_payers"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pass_partner_products" ADD CONSTRAINT "pass_partner_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_partner_products" ADD CONSTRAINT "pass_partner_products_venue_id_pass_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."pass_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_payers" ADD CONSTRAINT "pass_payers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_payers" ADD CONSTRAINT "pass_payers_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_payers" ADD CONSTRAINT "pass_payers_venue_id_pass_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."pass_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_payers" ADD CONSTRAINT "pass_payers_scan_id_pass_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."pass_scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_partner_products_venue_idx" ON "pass_partner_products" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_payers_pass_uq" ON "pass_payers" USING btree ("reservation_id","pass_id");--> statement-breakpoint
CREATE INDEX "pass_payers_pass_day_idx" ON "pass_payers" USING btree ("pass_id","venue_id","day");