DROP INDEX "mart_slots_day_start_uq";--> statement-breakpoint
DROP INDEX "mart_meetings_pair_booked_uq";--> statement-breakpoint
ALTER TABLE "mart_applications" ADD COLUMN "booth_no" text;--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD COLUMN "fair" text DEFAULT 'sitmmt' NOT NULL;--> statement-breakpoint
ALTER TABLE "mart_slots" ADD COLUMN "fair" text DEFAULT 'sitmmt' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mart_slots_fair_day_start_uq" ON "mart_slots" USING btree ("fair","day","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mart_meetings_pair_booked_uq" ON "mart_meetings" USING btree ("fair","buyer_id","seller_id") WHERE "mart_meetings"."status" in ('confirmed', 'admin_matching', 'cancel_requested');--> statement-breakpoint
ALTER TABLE "mart_meetings" ADD CONSTRAINT "mart_meetings_fair_check" CHECK ("mart_meetings"."fair" in ('sitmmt', 'mice'));--> statement-breakpoint
ALTER TABLE "mart_slots" ADD CONSTRAINT "mart_slots_fair_check" CHECK ("mart_slots"."fair" in ('sitmmt', 'mice'));