-- Premieres and windows (docs/product.md#premieres-and-windows): a film's premiere and window to start, the window
-- bought at checkout, and on each rental its own hours, its last moment to press play, its pre-order's premiere and
-- its first play. rental_end is null while a rental waits for its first play. Existing rentals ran from their grant:
-- their hours are their payment's.
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_period_check";--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "rental_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "premiere_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "start_window_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "start_window_days" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "rental_duration_hours" integer;--> statement-breakpoint
UPDATE "rentals" SET "rental_duration_hours" = "payments"."rental_duration_hours" FROM "payments" WHERE "payments"."id" = "rentals"."payment_id";--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "rental_duration_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "starts_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "premiere_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "first_played_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_start_window_check" CHECK ("movies"."start_window_days" is null or "movies"."start_window_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_clock_check" CHECK ("rentals"."rental_end" is not null or "rentals"."starts_by" is not null);--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_duration_check" CHECK ("rentals"."rental_duration_hours" in (24, 48, 72, 168));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_period_check" CHECK ("rentals"."rental_end" is null or "rentals"."rental_end" > "rentals"."rental_start");
--> statement-breakpoint
-- Held rentals are read by one expression (server/rentals/rental-state.ts rentalIsHeld): the clock's end, else starts_by.
DROP INDEX "rentals_active_end_idx";--> statement-breakpoint
CREATE INDEX "rentals_held_until_idx" ON "rentals" USING btree ("is_active",coalesce("rental_end", "starts_by"));
