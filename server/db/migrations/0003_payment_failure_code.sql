ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
-- Hand-written (docs/decisions/0009): every failure_reason the code ever wrote becomes its code before the column
-- goes. The sentences were fixed texts, so no information is lost; decisions now read the code.
UPDATE "payments" SET "failure_code" = CASE "failure_reason"
		WHEN 'card_declined' THEN 'card_declined'
		WHEN 'Refunded: the viewer was already renting this movie' THEN 'duplicate'
		WHEN 'Not charged: the viewer was already renting this movie' THEN 'already_rented'
		WHEN 'The payment failed' THEN 'provider_failed'
		WHEN 'The checkout expired' THEN 'expired'
	END
	WHERE "failure_reason" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "failure_reason";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_code_check" CHECK ("payments"."failure_code" in ('card_declined', 'duplicate', 'already_rented', 'provider_failed', 'expired'));
