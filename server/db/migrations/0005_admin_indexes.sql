CREATE INDEX "payments_refunded_by_idx" ON "payments" USING btree ("refunded_by") WHERE "payments"."refunded_by" is not null;--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "payments_status_id_idx" ON "payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_completed_created_idx" ON "payments" USING btree ("created_at","amount_cents") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "payments_completed_movie_idx" ON "payments" USING btree ("movie_id","amount_cents") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "rentals_rental_start_idx" ON "rentals" USING btree ("rental_start","id");--> statement-breakpoint
CREATE INDEX "rentals_amount_idx" ON "rentals" USING btree ("amount_paid_cents","id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name"),lower("last_name"),"id");