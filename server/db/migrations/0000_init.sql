CREATE TABLE "auth_throttle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backstage_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer,
	"cover_id" integer,
	"image_url" text NOT NULL,
	"width" integer,
	"height" integer,
	"title" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backstage_photos_owner_check" CHECK (("backstage_photos"."movie_id" is null) <> ("backstage_photos"."cover_id" is null))
);
--> statement-breakpoint
CREATE TABLE "backstage_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer,
	"cover_id" integer,
	"video_url" text NOT NULL,
	"is_youtube" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backstage_videos_owner_check" CHECK (("backstage_videos"."movie_id" is null) <> ("backstage_videos"."cover_id" is null))
);
--> statement-breakpoint
CREATE TABLE "covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"movie_id" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"cover_image_url" text,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "covers_display_order_check" CHECK ("covers"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient_email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"is_html" boolean DEFAULT false NOT NULL,
	"subscriber_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_status_check" CHECK ("email_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"logline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"rental_duration_hours" integer DEFAULT 24 NOT NULL,
	"duration_minutes" integer,
	"thumbnail_url" text,
	"poster_url" text,
	"video_url" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movies_price_check" CHECK ("movies"."price_cents" >= 0),
	CONSTRAINT "movies_rental_duration_check" CHECK ("movies"."rental_duration_hours" in (24, 48, 72, 168)),
	CONSTRAINT "movies_duration_check" CHECK ("movies"."duration_minutes" is null or "movies"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"rental_duration_hours" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "payments_rental_duration_check" CHECK ("payments"."rental_duration_hours" in (24, 48, 72, 168))
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"checkout_session_id" text NOT NULL,
	"rental_start" timestamp with time zone NOT NULL,
	"rental_end" timestamp with time zone NOT NULL,
	"amount_paid_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "rentals_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "rentals_period_check" CHECK ("rentals"."rental_end" > "rentals"."rental_start")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") between 10 and 1000)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "backstage_photos" ADD CONSTRAINT "backstage_photos_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backstage_photos" ADD CONSTRAINT "backstage_photos_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backstage_videos" ADD CONSTRAINT "backstage_videos_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backstage_videos" ADD CONSTRAINT "backstage_videos_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttle_events_lookup_idx" ON "auth_throttle_events" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "backstage_photos_movie_idx" ON "backstage_photos" USING btree ("movie_id","created_at");--> statement-breakpoint
CREATE INDEX "backstage_photos_cover_idx" ON "backstage_photos" USING btree ("cover_id","created_at");--> statement-breakpoint
CREATE INDEX "backstage_videos_movie_idx" ON "backstage_videos" USING btree ("movie_id","created_at");--> statement-breakpoint
CREATE INDEX "backstage_videos_cover_idx" ON "backstage_videos" USING btree ("cover_id","created_at");--> statement-breakpoint
CREATE INDEX "covers_display_order_idx" ON "covers" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "covers_movie_id_idx" ON "covers" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_messages_outbox_idx" ON "email_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "email_messages_sent_at_idx" ON "email_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "movies_active_created_idx" ON "movies" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_active_idx" ON "newsletter_subscribers" USING btree ("is_active","subscribed_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_at_idx" ON "newsletter_subscribers" USING btree ("subscribed_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_movie_idx" ON "payments" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "payments_payment_intent_idx" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "rentals_user_movie_idx" ON "rentals" USING btree ("user_id","movie_id","rental_end");--> statement-breakpoint
CREATE INDEX "rentals_movie_idx" ON "rentals" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "rentals_created_at_idx" ON "rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_rental_end_idx" ON "rentals" USING btree ("rental_end");--> statement-breakpoint
CREATE INDEX "rentals_active_end_idx" ON "rentals" USING btree ("is_active","rental_end");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_movie_key" ON "reviews" USING btree ("user_id","movie_id");--> statement-breakpoint
CREATE INDEX "reviews_movie_created_idx" ON "reviews" USING btree ("movie_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");