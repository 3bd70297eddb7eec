CREATE TABLE "email_outbox_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_state_single_row" CHECK ("email_outbox_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "email_messages_outbox_idx";--> statement-breakpoint
DROP INDEX "email_messages_created_at_idx";--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "priority" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "rental_id" integer;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "send_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "claim_id" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("priority","next_attempt_at","id") WHERE "email_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_messages_status_created_idx" ON "email_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_priority_check" CHECK ("email_messages"."priority" between 0 and 9);--> statement-breakpoint
-- Hand-added: the outbox's one state row, so that claiming only ever locks it and never has to create it.
INSERT INTO "email_outbox_state" ("id", "last_sent_at") VALUES (1, NULL) ON CONFLICT DO NOTHING;
