-- The film's title page (docs/product.md#admin-movies): a wide backdrop image, a trailer (a YouTube link or a stored
-- clip's /uploads/ address), the release year, genres, age certificate, credits [{role, name}] and laurels
-- [{festival, award, year}] in the order the admin gave them, and whether (and in which order) the film leads the
-- home page. Every column has a default or takes null, so existing rows need no rewrite of their values.
ALTER TABLE "movies" ADD COLUMN "backdrop_url" text;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "trailer_url" text;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "release_year" integer;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "genres" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "certificate" text;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "credits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "laurels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "featured_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Only the few featured rows are indexed, in the home page's order.
CREATE INDEX "movies_featured_idx" ON "movies" USING btree ("featured_order","id") WHERE "movies"."is_featured";--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_release_year_check" CHECK ("movies"."release_year" is null or "movies"."release_year" between 1888 and 2100);--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_featured_order_check" CHECK ("movies"."featured_order" >= 0);
