CREATE TABLE "email_normalization_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	"email" text NOT NULL,
	"normalized_email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_trusted_addresses" (
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_trusted_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "login_trusted_addresses" ADD CONSTRAINT "login_trusted_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new role or a new password ends every session the account had (docs/decisions/0003), whatever code made the
-- change: a token taken before an account was promoted must not become an admin's token.
CREATE FUNCTION "revoke_sessions_on_credential_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sessions" WHERE "user_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_revoke_sessions_on_credential_change"
	AFTER UPDATE OF "role", "password_hash" ON "users"
	FOR EACH ROW
	WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash")
	EXECUTE FUNCTION "revoke_sessions_on_credential_change"();
--> statement-breakpoint
-- Stored addresses in the normal form of common/email.ts (trimmed, NFKC), where that makes no two rows the same
-- address; rows that would collide keep their address and are reported, never merged (docs/decisions/0008).
CREATE TEMPORARY TABLE "normalized_emails" AS
	SELECT 'users'::text AS "table_name", "id", "email", normalize(btrim("email", E' \t\r\n\f\v'), NFKC) AS "normalized" FROM "users"
	UNION ALL
	SELECT 'newsletter_subscribers', "id", "email", normalize(btrim("email", E' \t\r\n\f\v'), NFKC) FROM "newsletter_subscribers";
--> statement-breakpoint
INSERT INTO "email_normalization_conflicts" ("table_name", "row_id", "email", "normalized_email", "reason")
	SELECT a."table_name", a."id", a."email", a."normalized", 'collision'
	FROM "normalized_emails" a
	WHERE a."normalized" <> a."email" AND EXISTS (
		SELECT 1 FROM "normalized_emails" b
		WHERE b."table_name" = a."table_name" AND b."id" <> a."id" AND lower(b."normalized") = lower(a."normalized")
	);
--> statement-breakpoint
UPDATE "users" u SET "email" = n."normalized", "updated_at" = now()
	FROM "normalized_emails" n
	WHERE n."table_name" = 'users' AND n."id" = u."id" AND n."normalized" <> n."email"
		AND NOT EXISTS (SELECT 1 FROM "email_normalization_conflicts" c WHERE c."table_name" = 'users' AND c."row_id" = u."id");
--> statement-breakpoint
UPDATE "newsletter_subscribers" s SET "email" = n."normalized"
	FROM "normalized_emails" n
	WHERE n."table_name" = 'newsletter_subscribers' AND n."id" = s."id" AND n."normalized" <> n."email"
		AND NOT EXISTS (
			SELECT 1 FROM "email_normalization_conflicts" c WHERE c."table_name" = 'newsletter_subscribers' AND c."row_id" = s."id"
		);
--> statement-breakpoint
-- Addresses that the new rule refuses (an invisible or format character, an empty domain label such as a trailing
-- dot) cannot be repaired by guessing: reported for a person to decide.
INSERT INTO "email_normalization_conflicts" ("table_name", "row_id", "email", "normalized_email", "reason")
	SELECT n."table_name", n."id", n."email", n."normalized", 'invalid'
	FROM "normalized_emails" n
	WHERE (n."normalized" ~ E'[\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0]'
		OR split_part(n."normalized", '@', 2) ~ '(^|\.)(\.|$)')
		AND NOT EXISTS (
			SELECT 1 FROM "email_normalization_conflicts" c WHERE c."table_name" = n."table_name" AND c."row_id" = n."id"
		);
--> statement-breakpoint
DROP TABLE "normalized_emails";
