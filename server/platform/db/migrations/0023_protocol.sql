CREATE TABLE "protocol_delegates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"coordinator" boolean DEFAULT false NOT NULL,
	"arrival_flight" text DEFAULT '' NOT NULL,
	"arrival_at" timestamp with time zone,
	"arrival_terminal" text,
	"departure_flight" text DEFAULT '' NOT NULL,
	"departure_at" timestamp with time zone,
	"departure_terminal" text,
	"met_at" timestamp with time zone,
	"met_by" integer,
	"handed_over_at" timestamp with time zone,
	"handed_over_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_delegates_handover_check" CHECK ("protocol_delegates"."handed_over_at" is null or "protocol_delegates"."met_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "protocol_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "protocol_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"planned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protocol_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"delegation" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"retention_hours" integer DEFAULT 72 NOT NULL,
	"content_en" jsonb NOT NULL,
	"content_ko" jsonb NOT NULL,
	"route" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_tours_window_check" CHECK ("protocol_tours"."ends_at" > "protocol_tours"."starts_at"),
	CONSTRAINT "protocol_tours_retention_check" CHECK ("protocol_tours"."retention_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "protocol_track_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trip" text,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"speed" double precision,
	"heading" double precision,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_track_events_kind_check" CHECK (("protocol_track_events"."kind" = 'position' and "protocol_track_events"."lat" is not null and "protocol_track_events"."lng" is not null and "protocol_track_events"."trip" is null) or ("protocol_track_events"."kind" = 'trip' and "protocol_track_events"."trip" is not null and "protocol_track_events"."lat" is null)),
	CONSTRAINT "protocol_track_events_range_check" CHECK ("protocol_track_events"."lat" is null or ("protocol_track_events"."lat" between -90 and 90 and "protocol_track_events"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "protocol_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"label" text NOT NULL,
	"plate" text NOT NULL,
	"driver_account_id" integer,
	"trip" text DEFAULT 'idle' NOT NULL,
	"trip_changed_at" timestamp with time zone,
	"last_recorded_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_vehicles_trip_check" CHECK ("protocol_vehicles"."trip" in ('idle', 'started', 'paused', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_check";--> statement-breakpoint
ALTER TABLE "protocol_delegates" ADD CONSTRAINT "protocol_delegates_tour_id_protocol_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."protocol_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_delegates" ADD CONSTRAINT "protocol_delegates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_delegates" ADD CONSTRAINT "protocol_delegates_met_by_accounts_id_fk" FOREIGN KEY ("met_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_delegates" ADD CONSTRAINT "protocol_delegates_handed_over_by_accounts_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_share_links" ADD CONSTRAINT "protocol_share_links_tour_id_protocol_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."protocol_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_share_links" ADD CONSTRAINT "protocol_share_links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_stops" ADD CONSTRAINT "protocol_stops_tour_id_protocol_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."protocol_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_track_events" ADD CONSTRAINT "protocol_track_events_tour_id_protocol_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."protocol_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_track_events" ADD CONSTRAINT "protocol_track_events_vehicle_id_protocol_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."protocol_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_vehicles" ADD CONSTRAINT "protocol_vehicles_tour_id_protocol_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."protocol_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_vehicles" ADD CONSTRAINT "protocol_vehicles_driver_account_id_accounts_id_fk" FOREIGN KEY ("driver_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_delegates_tour_idx" ON "protocol_delegates" USING btree ("tour_id","arrival_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_delegates_account_uq" ON "protocol_delegates" USING btree ("tour_id","account_id") WHERE "protocol_delegates"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "protocol_share_links_tour_idx" ON "protocol_share_links" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_stops_order_uq" ON "protocol_stops" USING btree ("tour_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_track_events_seq_uq" ON "protocol_track_events" USING btree ("tour_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_track_events_reading_uq" ON "protocol_track_events" USING btree ("vehicle_id","recorded_at") WHERE "protocol_track_events"."kind" = 'position';--> statement-breakpoint
CREATE INDEX "protocol_track_events_recorded_idx" ON "protocol_track_events" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "protocol_vehicles_tour_idx" ON "protocol_vehicles" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "protocol_vehicles_driver_idx" ON "protocol_vehicles" USING btree ("driver_account_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK (("accounts"."area" = 'admin') = ("accounts"."role" is not null) and ("accounts"."role" is null or "accounts"."role" in ('operator', 'gate', 'partner', 'driver')));