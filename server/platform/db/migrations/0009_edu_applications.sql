CREATE TABLE "edu_application_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"applicant_name" text,
	"email" text,
	"mobile" text,
	"birth_date" date,
	"nationality" text,
	"passport_number_sealed" text,
	"passport_last4" text,
	"passport_expiry" date,
	"dietary_restriction" text,
	"departure_airport" text,
	"departure_at" timestamp with time zone,
	"arrival_airport" text,
	"arrival_at" timestamp with time zone,
	"visa_status" text,
	"bank_name" text,
	"bank_account_holder" text,
	"bank_account_sealed" text,
	"bank_account_last4" text,
	"motivation" text,
	"agree_terms" boolean DEFAULT false NOT NULL,
	"agree_privacy" boolean DEFAULT false NOT NULL,
	"agree_third_party" boolean DEFAULT false NOT NULL,
	"agree_age14" boolean DEFAULT false NOT NULL,
	"latest_message" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"report_text" text,
	"report_submitted_at" timestamp with time zone,
	"reminder_week_sent_at" timestamp with time zone,
	"reminder_day_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_applications_status_check" CHECK ("edu_applications"."status" in ('draft', 'submitted', 'under_review', 'info_requested', 'approved', 'rejected', 'waitlisted', 'withdrawn', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "edu_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ko" text NOT NULL,
	"destination_en" text NOT NULL,
	"destination_ko" text NOT NULL,
	"trip_start" date NOT NULL,
	"trip_end" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"details_deadline" date NOT NULL,
	"report_due" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_programmes_window_check" CHECK ("edu_programmes"."opens_at" < "edu_programmes"."closes_at"),
	CONSTRAINT "edu_programmes_trip_check" CHECK ("edu_programmes"."trip_start" <= "edu_programmes"."trip_end"),
	CONSTRAINT "edu_programmes_capacity_check" CHECK ("edu_programmes"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "edu_application_audit" ADD CONSTRAINT "edu_application_audit_application_id_edu_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."edu_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_application_audit" ADD CONSTRAINT "edu_application_audit_operator_id_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_application_events" ADD CONSTRAINT "edu_application_events_application_id_edu_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."edu_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_application_files" ADD CONSTRAINT "edu_application_files_application_id_edu_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."edu_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_application_notes" ADD CONSTRAINT "edu_application_notes_application_id_edu_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."edu_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_application_notes" ADD CONSTRAINT "edu_application_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_applications" ADD CONSTRAINT "edu_applications_programme_id_edu_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."edu_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_applications" ADD CONSTRAINT "edu_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edu_application_audit_app_idx" ON "edu_application_audit" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "edu_application_events_app_idx" ON "edu_application_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "edu_application_files_app_idx" ON "edu_application_files" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "edu_application_notes_app_idx" ON "edu_application_notes" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_applications_programme_account_uq" ON "edu_applications" USING btree ("programme_id","account_id");--> statement-breakpoint
CREATE INDEX "edu_applications_status_idx" ON "edu_applications" USING btree ("programme_id","status");--> statement-breakpoint
CREATE INDEX "edu_applications_account_idx" ON "edu_applications" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_programmes_code_uq" ON "edu_programmes" USING btree ("code");