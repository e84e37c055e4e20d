-- Nothing reads account_activities by activity alone since its foreign keys went (0009): the
-- index only cost the monitor's writes (about 5% of filing activities) and space.
DROP INDEX "account_activities_activity_idx";
