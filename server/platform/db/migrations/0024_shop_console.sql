CREATE TABLE "reservation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"account_name" text NOT NULL,
	"role" text,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_check";--> statement-breakpoint
ALTER TABLE "reservation_history" ADD CONSTRAINT "reservation_history_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_history" ADD CONSTRAINT "reservation_history_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_history_reservation_idx" ON "reservation_history" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_subject_idx" ON "operator_audit" USING btree ("subject","subject_id","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK (("accounts"."area" = 'admin') = ("accounts"."role" is not null) and ("accounts"."role" is null or "accounts"."role" in ('operator', 'gate', 'partner', 'driver', 'clerk', 'viewer')));--> statement-breakpoint
-- A reservation's history of states (ADR 0034): every insert and every change of status, with the operator who made
-- it when one did (the transaction's `app.actor_id`). Reservations made before keep their known moments.
CREATE FUNCTION "reservation_history_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "reservation_history" ("reservation_id", "from_status", "to_status", "actor_id")
    VALUES (
      NEW."id",
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END,
      NEW."status",
      NULLIF(current_setting('app.actor_id', true), '')::integer
    );
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_history_trigger" AFTER INSERT OR UPDATE OF "status" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservation_history_note"();--> statement-breakpoint
INSERT INTO "reservation_history" ("reservation_id", "from_status", "to_status", "at")
  SELECT "id", NULL, "status", "created_at" FROM "reservations" ORDER BY "id";
