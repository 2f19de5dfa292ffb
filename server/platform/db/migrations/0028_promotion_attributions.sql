CREATE TABLE "promotion_attributions" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_attributions_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "promotion_attributions_kind_check" CHECK ("promotion_attributions"."kind" in ('signup', 'booking'))
);
--> statement-breakpoint
ALTER TABLE "promotion_attributions" ADD CONSTRAINT "promotion_attributions_code_promotion_links_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotion_links"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_attributions_code_idx" ON "promotion_attributions" USING btree ("code","kind");