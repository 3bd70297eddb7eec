CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_captions" (
	"id" serial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "films" (
	"movie_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source_path" text,
	"source_name" text,
	"source_bytes" bigint,
	"progress" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_id" text,
	"claimed_at" timestamp with time zone,
	"package_dir" text,
	"key_hex" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "films_status_check" CHECK ("films"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "films_progress_check" CHECK ("films"."progress" between 0 and 100),
	CONSTRAINT "films_package_check" CHECK (("films"."package_dir" is null) = ("films"."key_hex" is null))
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_user_id_movie_id_pk" PRIMARY KEY("user_id","movie_id"),
	CONSTRAINT "watch_progress_position_check" CHECK ("watch_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "film_captions" ADD CONSTRAINT "film_captions_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "film_captions_movie_language_key" ON "film_captions" USING btree ("movie_id","language");--> statement-breakpoint
CREATE INDEX "films_queue_idx" ON "films" USING btree ("status","updated_at");