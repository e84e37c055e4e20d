-- Issue 24 (docs/decisions/037): a station page names the station's format (its music genre, as
-- the platform's catalogue gives it). The monitor's catalogue import writes it; stations imported
-- before keep null (shown as not known) until the catalogue changes.
ALTER TABLE "radio_stations" ADD COLUMN "format" text;
