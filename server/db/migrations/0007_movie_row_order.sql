DROP INDEX "payments_movie_idx";--> statement-breakpoint
DROP INDEX "rentals_movie_idx";--> statement-breakpoint
CREATE INDEX "payments_movie_idx" ON "payments" USING btree ("movie_id","id");--> statement-breakpoint
CREATE INDEX "rentals_movie_idx" ON "rentals" USING btree ("movie_id","id");