ALTER TABLE "accounts" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "accounts" SET "role" = 'operator' WHERE "area" = 'admin';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK (("accounts"."area" = 'admin') = ("accounts"."role" is not null) and ("accounts"."role" is null or "accounts"."role" in ('operator', 'gate')));