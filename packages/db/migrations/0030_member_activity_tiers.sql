-- Activity settings (spec §3, §9): the tier a member chose per source, e.g. {"spotify": 1}.
-- A source not named shows every tier (Bassline, 4). Decision 028.
ALTER TABLE "members" ADD COLUMN "activity_tiers" jsonb DEFAULT '{}'::jsonb NOT NULL;
