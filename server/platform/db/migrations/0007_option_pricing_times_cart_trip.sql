ALTER TABLE "cart_items" ADD COLUMN "departure_date" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "departure_time" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "travelers" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "luggage" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "pricing" text DEFAULT 'per_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "group_size" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "departure_times" jsonb DEFAULT '["10:00"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_pricing_check" CHECK (("product_options"."pricing" = 'per_person' and "product_options"."group_size" is null) or ("product_options"."pricing" = 'per_group' and "product_options"."group_size" >= 1));--> statement-breakpoint
-- Existing catalogues get what the seed now sets (seed-catalog.ts, optionTerms): a time in the option's name is its departure, evening options leave at 19:00, others by kind; "(up to N)" options sell whole groups of N.
UPDATE "product_options" o SET "departure_times" = CASE
  WHEN o."name_en" ~ '\(\d{2}:\d{2}\)' THEN jsonb_build_array(substring(o."name_en" from '\((\d{2}:\d{2})\)'))
  WHEN o."name_en" ~* '(evening|night)' THEN '["19:00"]'::jsonb
  WHEN p."kind" = 'tour' THEN '["09:00", "10:00", "14:00"]'::jsonb
  WHEN p."kind" = 'festival' THEN '["10:00", "14:00"]'::jsonb
  ELSE '["10:00", "13:00", "15:00"]'::jsonb
END
FROM "products" p WHERE p."id" = o."product_id";--> statement-breakpoint
UPDATE "product_options" SET "pricing" = 'per_group', "group_size" = substring("name_en" from 'up to (\d+)')::int
WHERE "name_en" ~ 'up to \d+';
