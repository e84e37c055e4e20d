-- Issue 29 (decision 079): an activity carries the names and images the feed shows (its track's
-- id, title and image, its performer's name and image, its label's name), so a feed page reads 26
-- activities instead of 26 activities, 26 tracks and 52 accounts by primary key (those look-ups
-- were two thirds of the page's PostgreSQL time at 5 million activities). Kept in step by
-- triggers, whoever writes: an activity inserted without them, or given another track, performer,
-- label or its first tier, looks its names up; a track or account renamed (or given another image) updates its
-- activities. An account's activities are found through account_activities (the feed's own
-- filings: every tiered activity under its performers and label), so an activity below every
-- tier keeps its old names until it gets a tier, when the first trigger looks them up again.
ALTER TABLE "activities" ADD COLUMN "track_id_unique" text, ADD COLUMN "track_name" text,
  ADD COLUMN "track_image_url" text, ADD COLUMN "artist_name" text,
  ADD COLUMN "artist_image_url" text, ADD COLUMN "label_name" text;--> statement-breakpoint
-- One pass over the table (a hash join of activities with itself and the three look-ups), not
-- one per column: 5 million rows rewritten once.
UPDATE "activities" a SET "track_id_unique" = t."id_unique", "track_name" = t."title",
  "track_image_url" = t."image_url", "artist_name" = ar."name",
  "artist_image_url" = ar."image_url", "label_name" = l."name"
FROM "activities" s
  LEFT JOIN "tracks" t ON t."id" = s."track_id"
  LEFT JOIN "accounts" ar ON ar."id" = s."account_id"
  LEFT JOIN "accounts" l ON l."id" = s."label_id"
WHERE s."id" = a."id"
  AND (s."track_id" IS NOT NULL OR s."account_id" IS NOT NULL OR s."label_id" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION activities_feed_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.id_unique, t.title, t.image_url INTO NEW.track_id_unique, NEW.track_name,
    NEW.track_image_url FROM tracks t WHERE t.id = NEW.track_id;
  SELECT ar.name, ar.image_url INTO NEW.artist_name, NEW.artist_image_url
    FROM accounts ar WHERE ar.id = NEW.account_id;
  SELECT l.name INTO NEW.label_name FROM accounts l WHERE l.id = NEW.label_id;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Not called for an insert that carries its names (the monitor's set-based inserts join them:
-- three look-ups per row made a 26,000-activity insert two to four times slower), nor for an
-- update that keeps the activity's track, performer and label and does not give it its first tier.
CREATE TRIGGER activities_feed_names_insert BEFORE INSERT ON activities FOR EACH ROW
  WHEN ((NEW.track_id IS NOT NULL AND NEW.track_name IS NULL)
    OR (NEW.account_id IS NOT NULL AND NEW.artist_name IS NULL)
    OR (NEW.label_id IS NOT NULL AND NEW.label_name IS NULL))
  EXECUTE FUNCTION activities_feed_names();--> statement-breakpoint
CREATE TRIGGER activities_feed_names_update BEFORE UPDATE OF track_id, account_id, label_id, tier
  ON activities FOR EACH ROW
  WHEN ((NEW.track_id, NEW.account_id, NEW.label_id) IS DISTINCT FROM
      (OLD.track_id, OLD.account_id, OLD.label_id)
    OR (OLD.tier IS NULL AND NEW.tier IS NOT NULL))
  EXECUTE FUNCTION activities_feed_names();--> statement-breakpoint
CREATE FUNCTION tracks_feed_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET track_id_unique = NEW.id_unique, track_name = NEW.title,
    track_image_url = NEW.image_url
  WHERE track_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracks_feed_names AFTER UPDATE OF id_unique, title, image_url ON tracks
  FOR EACH ROW WHEN ((OLD.id_unique, OLD.title, OLD.image_url)
    IS DISTINCT FROM (NEW.id_unique, NEW.title, NEW.image_url))
  EXECUTE FUNCTION tracks_feed_names();--> statement-breakpoint
CREATE FUNCTION accounts_feed_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities a SET artist_name = NEW.name, artist_image_url = NEW.image_url
  FROM account_activities aa
  WHERE aa.account_id = NEW.id AND a.id = aa.activity_id AND a.account_id = NEW.id;
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE activities a SET label_name = NEW.name
    FROM account_activities aa
    WHERE aa.account_id = NEW.id AND a.id = aa.activity_id AND a.label_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_feed_names AFTER UPDATE OF name, image_url ON accounts
  FOR EACH ROW WHEN ((OLD.name, OLD.image_url) IS DISTINCT FROM (NEW.name, NEW.image_url))
  EXECUTE FUNCTION accounts_feed_names();
