CREATE TABLE "tour_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"area" text NOT NULL,
	"parent_id" integer,
	"duration_minutes" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"meeting_point_en" text NOT NULL,
	"meeting_point_ko" text NOT NULL,
	"itinerary" jsonb NOT NULL,
	"min_travelers" integer DEFAULT 2 NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 48 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_courses_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "tour_courses_area_check" CHECK ("tour_courses"."area" in ('seoul', 'busan')),
	CONSTRAINT "tour_courses_min_travelers_check" CHECK ("tour_courses"."min_travelers" >= 2),
	CONSTRAINT "tour_courses_cutoff_check" CHECK ("tour_courses"."cancel_cutoff_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"option_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "channel" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "channel" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_courses" ADD CONSTRAINT "tour_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_courses" ADD CONSTRAINT "tour_courses_parent_id_tour_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_course_id_tour_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."tour_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_courses_area_idx" ON "tour_courses" USING btree ("area","sort_order");--> statement-breakpoint
CREATE INDEX "tour_departures_course_idx" ON "tour_departures" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_guest_request_uq" ON "reservations" USING btree ("guest_email","request_id") WHERE "reservations"."member_id" is null and "reservations"."request_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_check" CHECK ("products"."channel" in ('shop', 'summit'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_check" CHECK ("reservations"."member_id" is not null or "reservations"."guest_email" is not null);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_channel_check" CHECK ("reservations"."channel" in ('shop', 'summit'));