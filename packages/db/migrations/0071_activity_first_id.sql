-- Issue 21 (decision 081): an activity that sums up a day so far (a track's radio spins, its DJ
-- supports) takes a new id when its news grows, so it rises to the top of its day in every feed
-- (ordered by date and id). `first_id` keeps the id it was first written with (null while it
-- never rose): pushes and digests count an activity as new by it, so a risen item is not
-- announced again.
ALTER TABLE "activities" ADD COLUMN "first_id" bigint;
