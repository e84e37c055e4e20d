CREATE TABLE "monitor_job_days" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_job_days_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "radio_spins" (
	"track_id" bigint NOT NULL,
	"day" date NOT NULL,
	"station_id" bigint NOT NULL,
	"spins" integer NOT NULL,
	CONSTRAINT "radio_spins_track_id_day_station_id_pk" PRIMARY KEY("track_id","day","station_id")
);
--> statement-breakpoint
ALTER TABLE "radio_spins" ADD CONSTRAINT "radio_spins_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_spins" ADD CONSTRAINT "radio_spins_station_id_radio_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."radio_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radio_spins_station_day_idx" ON "radio_spins" USING btree ("station_id","day");