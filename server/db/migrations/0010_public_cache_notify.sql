-- The public answer cache (server/public-cache) is told by the database itself what changed, so no write path can
-- forget to invalidate it: every statement that changes a table behind the public answers sends one notification
-- on the channel public_cache, at commit, naming the table and the movies/covers it touched, as JSON:
--   {"table":"movies","movies":[1,2]}   {"table":"backstage_photos","movies":[3],"covers":[4]}
-- Statement-level triggers with transition tables: a bulk update sends one notification, not one per row. When
-- the ids would not fit a notification (8000 bytes), it names the table alone ({"table":"movies","all":true}).

CREATE FUNCTION public_cache_send(changed_table text, owners jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	payload text := (jsonb_build_object('table', changed_table) || owners)::text;
BEGIN
	IF owners = '{}'::jsonb THEN
		RETURN;
	END IF;
	IF octet_length(payload) > 7900 THEN
		payload := jsonb_build_object('table', changed_table, 'all', true)::text;
	END IF;
	PERFORM pg_notify('public_cache', payload);
END;
$$;
--> statement-breakpoint
-- Generic trigger: TG_ARGV holds pairs (key, column), e.g. ('movies', 'movie_id', 'covers', 'cover_id'): the
-- distinct non-null values of each column over the rows changed, old and new, are sent under its key.
CREATE FUNCTION public_cache_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	owners jsonb := '{}'::jsonb;
	changed_rows text;
	ids jsonb;
	i int := 0;
BEGIN
	changed_rows := CASE TG_OP
		WHEN 'INSERT' THEN 'select * from new_rows'
		WHEN 'DELETE' THEN 'select * from old_rows'
		ELSE 'select * from new_rows union all select * from old_rows'
	END;
	WHILE i < TG_NARGS LOOP
		EXECUTE format('select jsonb_agg(distinct %I) from (%s) changed where %I is not null', TG_ARGV[i + 1], changed_rows, TG_ARGV[i + 1])
			INTO ids;
		IF ids IS NOT NULL THEN
			owners := owners || jsonb_build_object(TG_ARGV[i], ids);
		END IF;
		i := i + 2;
	END LOOP;
	PERFORM public_cache_send(TG_TABLE_NAME, owners);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A film matters to the public answers only by whether a package streams (is_playable, the video link): its
-- progress, claims and heartbeats while packaging, every few seconds, invalidate nothing.
CREATE FUNCTION public_cache_notify_films() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(movie_id) INTO ids FROM new_rows WHERE package_dir IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(movie_id) INTO ids FROM old_rows WHERE package_dir IS NOT NULL;
	ELSE
		SELECT jsonb_agg(DISTINCT coalesce(n.movie_id, o.movie_id)) INTO ids
		FROM new_rows n FULL JOIN old_rows o ON o.movie_id = n.movie_id
		WHERE n.package_dir IS DISTINCT FROM o.package_dir OR n.movie_id IS DISTINCT FROM o.movie_id;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM public_cache_send(TG_TABLE_NAME, jsonb_build_object('movies', ids));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A user matters to the public answers by the name their reviews show ("Ada L."): a change of name sends the
-- movies they reviewed. Deleting a user deletes their reviews (cascade), whose trigger tells.
CREATE FUNCTION public_cache_notify_users() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb;
BEGIN
	SELECT jsonb_agg(DISTINCT r.movie_id) INTO ids
	FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN reviews r ON r.user_id = n.id
	WHERE n.first_name IS DISTINCT FROM o.first_name OR n.last_name IS DISTINCT FROM o.last_name;
	IF ids IS NOT NULL THEN
		PERFORM public_cache_send(TG_TABLE_NAME, jsonb_build_object('movies', ids));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A table emptied at once (tests, a restore) names no rows: everything cached goes.
CREATE FUNCTION public_cache_notify_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_cache', jsonb_build_object('table', TG_TABLE_NAME, 'all', true)::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER movies_public_cache_insert AFTER INSERT ON movies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'id');--> statement-breakpoint
CREATE TRIGGER movies_public_cache_update AFTER UPDATE ON movies REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'id');--> statement-breakpoint
CREATE TRIGGER movies_public_cache_delete AFTER DELETE ON movies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'id');--> statement-breakpoint
CREATE TRIGGER movies_public_cache_truncate AFTER TRUNCATE ON movies FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER reviews_public_cache_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER reviews_public_cache_update AFTER UPDATE ON reviews REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER reviews_public_cache_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER reviews_public_cache_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER covers_public_cache_insert AFTER INSERT ON covers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('covers', 'id');--> statement-breakpoint
CREATE TRIGGER covers_public_cache_update AFTER UPDATE ON covers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('covers', 'id');--> statement-breakpoint
CREATE TRIGGER covers_public_cache_delete AFTER DELETE ON covers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('covers', 'id');--> statement-breakpoint
CREATE TRIGGER covers_public_cache_truncate AFTER TRUNCATE ON covers FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER backstage_photos_public_cache_insert AFTER INSERT ON backstage_photos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_photos_public_cache_update AFTER UPDATE ON backstage_photos REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_photos_public_cache_delete AFTER DELETE ON backstage_photos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_photos_public_cache_truncate AFTER TRUNCATE ON backstage_photos FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER backstage_videos_public_cache_insert AFTER INSERT ON backstage_videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_videos_public_cache_update AFTER UPDATE ON backstage_videos REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_videos_public_cache_delete AFTER DELETE ON backstage_videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('movies', 'movie_id', 'covers', 'cover_id');--> statement-breakpoint
CREATE TRIGGER backstage_videos_public_cache_truncate AFTER TRUNCATE ON backstage_videos FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER films_public_cache_insert AFTER INSERT ON films REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_films();--> statement-breakpoint
CREATE TRIGGER films_public_cache_update AFTER UPDATE ON films REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_films();--> statement-breakpoint
CREATE TRIGGER films_public_cache_delete AFTER DELETE ON films REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_films();--> statement-breakpoint
CREATE TRIGGER films_public_cache_truncate AFTER TRUNCATE ON films FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_truncate();--> statement-breakpoint
CREATE TRIGGER users_public_cache_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify_users();
