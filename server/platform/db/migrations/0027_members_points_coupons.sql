ALTER TABLE "coupons" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "granted_by" integer DEFAULT nullif(current_setting('app.actor_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_granted_by_accounts_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Grants and take-backs made before the column existed: their audit entries name the ledger row and who wrote it.
UPDATE "point_ledger" SET "granted_by" = "operator_audit"."account_id" FROM "operator_audit" WHERE "operator_audit"."subject" = 'member' AND "operator_audit"."action" IN ('points_granted', 'points_taken_back') AND "operator_audit"."detail"->>'ledger_id' = "point_ledger"."id"::text AND "point_ledger"."granted_by" IS NULL;
