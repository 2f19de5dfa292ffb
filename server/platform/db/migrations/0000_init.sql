CREATE TABLE "common_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_lang_check" CHECK ("menus"."lang" in ('en', 'ko'))
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"step" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_meta" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"meta" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_meta_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sitemap_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitemap_snapshots_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "common_codes_type_code_uq" ON "common_codes" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "menus_lang_parent_idx" ON "menus" USING btree ("lang","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");