CREATE TABLE "survey_invitees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"areas" text[] NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"key_hash" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_sent_at" timestamp with time zone,
	"invited_by" integer,
	CONSTRAINT "survey_invitees_email_unique" UNIQUE("email"),
	CONSTRAINT "survey_invitees_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "survey_invitees_email_check" CHECK ("survey_invitees"."email" = lower("survey_invitees"."email")),
	CONSTRAINT "survey_invitees_areas_check" CHECK (cardinality("survey_invitees"."areas") > 0 and "survey_invitees"."areas" <@ array['seoul', 'seorak', 'jeonju', 'busan1', 'busan2', 'jeju1', 'jeju2', 'jeju3']::text[]),
	CONSTRAINT "survey_invitees_lang_check" CHECK ("survey_invitees"."lang" in ('en', 'ko'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"area" text NOT NULL,
	"invitee_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"survey_version" integer NOT NULL,
	CONSTRAINT "survey_responses_status_check" CHECK ("survey_responses"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "survey_responses_submitted_check" CHECK (("survey_responses"."status" = 'submitted') = ("survey_responses"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"kind" text NOT NULL,
	"area" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"intro_ko" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pages" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "surveys_kind_area_pk" PRIMARY KEY("kind","area"),
	CONSTRAINT "surveys_kind_check" CHECK ("surveys"."kind" in ('preliminary', 'satisfaction')),
	CONSTRAINT "surveys_area_check" CHECK ("surveys"."area" in ('seoul', 'seorak', 'jeonju', 'busan1', 'busan2', 'jeju1', 'jeju2', 'jeju3')),
	CONSTRAINT "surveys_window_check" CHECK ("surveys"."closes_at" > "surveys"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "survey_invitees" ADD CONSTRAINT "survey_invitees_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_invitee_id_survey_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."survey_invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_fk" FOREIGN KEY ("kind","area") REFERENCES "public"."surveys"("kind","area") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_one_uq" ON "survey_responses" USING btree ("kind","area","invitee_id");--> statement-breakpoint
CREATE INDEX "survey_responses_results_idx" ON "survey_responses" USING btree ("kind","area","status","submitted_at");--> statement-breakpoint
CREATE INDEX "survey_responses_invitee_idx" ON "survey_responses" USING btree ("invitee_id");