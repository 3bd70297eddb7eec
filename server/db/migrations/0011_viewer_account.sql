-- A viewer may close their account (docs/decisions/0024): the row stays, as the owner of the payments and rentals
-- the studio keeps for its accounts, with its name, e-mail and password erased and the moment it was closed here.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
