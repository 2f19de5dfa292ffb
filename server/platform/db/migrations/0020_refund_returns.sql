ALTER TABLE "payment_refunds" ADD COLUMN "returned_by" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_returned_by_accounts_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;