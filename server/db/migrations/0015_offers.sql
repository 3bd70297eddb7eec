-- Offers (docs/product.md#offers): promo and screener codes, bundles and gifts. A payment buys a film or a bundle
-- (exactly one), may carry a code and its discount, and may be a gift (a row of gifts). A bundle's payment has one rental
-- per film, so rentals are unique per payment and film rather than per payment; a gift's rentals go to whoever redeems it.
CREATE TABLE "bundle_movies" (
	"bundle_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundle_movies_bundle_id_movie_id_pk" PRIMARY KEY("bundle_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_price_check" CHECK ("bundles"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"token" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"deliver_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gifts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "promo_code_movies" (
	"code_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	CONSTRAINT "promo_code_movies_code_id_movie_id_pk" PRIMARY KEY("code_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"max_redemptions" integer,
	"per_viewer" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"email" text,
	"batch_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z2-9]{4,32}$'),
	CONSTRAINT "promo_codes_value_check" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off_cents" is null)
        or ("promo_codes"."kind" = 'amount' and "promo_codes"."amount_off_cents" > 0 and "promo_codes"."percent_off" is null)
        or ("promo_codes"."kind" = 'free' and "promo_codes"."percent_off" is null and "promo_codes"."amount_off_cents" is null)),
	CONSTRAINT "promo_codes_limits_check" CHECK (coalesce("promo_codes"."max_redemptions", 1) >= 1 and coalesce("promo_codes"."per_viewer", 1) >= 1),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "screener_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer,
	"movie_id" integer NOT NULL,
	"rental_id" integer,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_payment_id_unique";--> statement-breakpoint
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_checkout_session_id_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_failure_code_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "movie_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "rental_duration_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "code_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "bundle_movies" ADD CONSTRAINT "bundle_movies_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_movies" ADD CONSTRAINT "bundle_movies_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_movies" ADD CONSTRAINT "promo_code_movies_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_movies" ADD CONSTRAINT "promo_code_movies_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_plays" ADD CONSTRAINT "screener_plays_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_plays" ADD CONSTRAINT "screener_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_plays" ADD CONSTRAINT "screener_plays_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_plays" ADD CONSTRAINT "screener_plays_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_movies_movie_idx" ON "bundle_movies" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "bundles_created_idx" ON "bundles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gifts_redeemed_by_idx" ON "gifts" USING btree ("redeemed_by") WHERE "gifts"."redeemed_by" is not null;--> statement-breakpoint
CREATE INDEX "promo_code_movies_movie_idx" ON "promo_code_movies" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "promo_codes_created_idx" ON "promo_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "promo_codes_batch_idx" ON "promo_codes" USING btree ("batch_id") WHERE "promo_codes"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "promo_codes_created_by_idx" ON "promo_codes" USING btree ("created_by") WHERE "promo_codes"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "screener_plays_code_idx" ON "screener_plays" USING btree ("code_id","played_at");--> statement-breakpoint
CREATE INDEX "screener_plays_rental_idx" ON "screener_plays" USING btree ("rental_id") WHERE "screener_plays"."rental_id" is not null;--> statement-breakpoint
CREATE INDEX "screener_plays_user_idx" ON "screener_plays" USING btree ("user_id") WHERE "screener_plays"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_code_completed_idx" ON "payments" USING btree ("code_id","user_id") WHERE "payments"."code_id" is not null and "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "payments_bundle_idx" ON "payments" USING btree ("bundle_id","id") WHERE "payments"."bundle_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_payment_movie_unique" ON "rentals" USING btree ("payment_id","movie_id");--> statement-breakpoint
CREATE INDEX "rentals_checkout_session_idx" ON "rentals" USING btree ("checkout_session_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_item_check" CHECK (("payments"."movie_id" is null) <> ("payments"."bundle_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_film_duration_check" CHECK ("payments"."movie_id" is null or "payments"."rental_duration_hours" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_check" CHECK ("payments"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_code_check" CHECK ("payments"."failure_code" in ('card_declined', 'duplicate', 'already_rented', 'provider_failed', 'expired', 'code_used_up'));