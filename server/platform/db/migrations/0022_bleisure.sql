ALTER TABLE "products" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "business_leisure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_duration_check" CHECK ("products"."duration_minutes" is null or "products"."duration_minutes" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_leisure_check" CHECK (not "products"."business_leisure" or ("products"."duration_minutes" is not null and "products"."channel" = 'shop'));