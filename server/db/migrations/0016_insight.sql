-- Filmmaker insight (docs/product.md#filmmaker-insight, docs/decisions/0034-first-party-insight.md): raw events
-- appended as they happen, their daily roll-up per film, source and country, the rollup's watermark, the salts of
-- visitors' daily hashes; a payment's source and country; a rental's furthest completion mark.
CREATE TABLE "insight_daily" (
	"day" date NOT NULL,
	"movie_id" integer NOT NULL,
	"source" text NOT NULL,
	"country" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"trailer_plays" integer DEFAULT 0 NOT NULL,
	"checkouts" integer DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"p25" integer DEFAULT 0 NOT NULL,
	"p50" integer DEFAULT 0 NOT NULL,
	"p75" integer DEFAULT 0 NOT NULL,
	"p95" integer DEFAULT 0 NOT NULL,
	"watched_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_daily_movie_id_day_source_country_pk" PRIMARY KEY("movie_id","day","source","country")
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"movie_id" integer NOT NULL,
	"visitor" text,
	"source" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"payment_id" integer,
	"rental_id" integer,
	"mark" smallint,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_events_type_check" CHECK ("insight_events"."type" in ('page_view', 'trailer_play', 'checkout_start', 'payment', 'refund', 'start', 'mark', 'watch'))
);
--> statement-breakpoint
CREATE TABLE "insight_rollup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_through" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "furthest_mark" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "insight_daily_sources_idx" ON "insight_daily" USING btree ("movie_id","day","source","country","visits","payments","revenue_cents");--> statement-breakpoint
CREATE INDEX "insight_daily_day_idx" ON "insight_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_events_occurred_idx" ON "insight_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "insight_events_payment_idx" ON "insight_events" USING btree ("payment_id") WHERE "insight_events"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_furthest_mark_check" CHECK ("rentals"."furthest_mark" in (0, 25, 50, 75, 95));--> statement-breakpoint
INSERT INTO "insight_rollup" ("id") VALUES (1);