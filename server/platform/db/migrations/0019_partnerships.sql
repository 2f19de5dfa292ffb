CREATE TABLE "partnership_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"venue_name_en" text NOT NULL,
	"venue_name_ko" text,
	"category" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"website" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"benefit_kind" text NOT NULL,
	"benefit_percent" integer,
	"message" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"privacy_consented_at" timestamp with time zone NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "partnership_applications_status_check" CHECK ("partnership_applications"."status" in ('submitted', 'approved', 'declined')),
	CONSTRAINT "partnership_applications_benefit_check" CHECK (("partnership_applications"."benefit_kind" = 'free_entry' and "partnership_applications"."benefit_percent" is null) or ("partnership_applications"."benefit_kind" = 'discount' and "partnership_applications"."benefit_percent" between 1 and 99)),
	CONSTRAINT "partnership_applications_lang_check" CHECK ("partnership_applications"."lang" in ('en', 'ko')),
	CONSTRAINT "partnership_applications_decision_check" CHECK (("partnership_applications"."status" = 'submitted') = ("partnership_applications"."decided_at" is null and "partnership_applications"."decision_note" is null))
);
--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD CONSTRAINT "partnership_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnership_applications_status_idx" ON "partnership_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partnership_applications_created_idx" ON "partnership_applications" USING btree ("created_at");