CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_unique" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"country_code" text,
	"bio" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_performer" boolean DEFAULT true NOT NULL,
	"primary_role" text,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_entries" (
	"playlist_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"added_at" date NOT NULL,
	CONSTRAINT "playlist_entries_playlist_id_track_id_pk" PRIMARY KEY("playlist_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"playlist_type" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"owner_name" text,
	"curator_name" text,
	"curator_email" text,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"snapshot_id" text,
	"track_count" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "radio_stations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country_code" text NOT NULL,
	"city_id" integer,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_artists" (
	"track_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "track_artists_track_id_account_id_pk" PRIMARY KEY("track_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_unique" text NOT NULL,
	"title" text NOT NULL,
	"isrc" text,
	"release_date" date,
	"label_id" bigint,
	"image_url" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_activities" (
	"account_id" bigint NOT NULL,
	"activity_date" date NOT NULL,
	"activity_id" bigint NOT NULL,
	"source" text NOT NULL,
	"tier" smallint,
	CONSTRAINT "account_activities_account_id_activity_date_activity_id_pk" PRIMARY KEY("account_id","activity_date","activity_id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"activity_type" text NOT NULL,
	"activity_date" date NOT NULL,
	"track_id" bigint,
	"account_id" bigint,
	"label_id" bigint,
	"tier" smallint,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"is_milestone" boolean DEFAULT false NOT NULL,
	"activity_text" text NOT NULL,
	"activity_url" text,
	"value" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience" (
	"account_id" bigint NOT NULL,
	"source" text NOT NULL,
	"scope" text NOT NULL,
	"place" text NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "audience_account_id_source_scope_place_metric_day_pk" PRIMARY KEY("account_id","source","scope","place","metric","day")
);
--> statement-breakpoint
CREATE TABLE "chart_entries" (
	"chart_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"position" smallint,
	"peak_position" smallint NOT NULL,
	"first_seen" date NOT NULL,
	"last_seen" date NOT NULL,
	"days_on_chart" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "chart_entries_chart_id_track_id_pk" PRIMARY KEY("chart_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "charts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"country_code" text,
	"city_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"object_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"source" text NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "series_object_type_object_id_source_metric_day_pk" PRIMARY KEY("object_type","object_id","source","metric","day")
);
--> statement-breakpoint
ALTER TABLE "playlist_entries" ADD CONSTRAINT "playlist_entries_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_entries" ADD CONSTRAINT "playlist_entries_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_stations" ADD CONSTRAINT "radio_stations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_artists" ADD CONSTRAINT "track_artists_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_artists" ADD CONSTRAINT "track_artists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_label_id_accounts_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activities" ADD CONSTRAINT "account_activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activities" ADD CONSTRAINT "account_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_label_id_accounts_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience" ADD CONSTRAINT "audience_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charts" ADD CONSTRAINT "charts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_id_unique_idx" ON "accounts" USING btree ("id_unique");--> statement-breakpoint
CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_country_idx" ON "cities" USING btree ("name","country_code");--> statement-breakpoint
CREATE INDEX "playlist_entries_track_idx" ON "playlist_entries" USING btree ("track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_source_external_idx" ON "playlists" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "playlists_followers_idx" ON "playlists" USING btree ("followers");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_stations_external_idx" ON "radio_stations" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "track_artists_account_idx" ON "track_artists" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_id_unique_idx" ON "tracks" USING btree ("id_unique");--> statement-breakpoint
CREATE INDEX "tracks_isrc_idx" ON "tracks" USING btree ("isrc");--> statement-breakpoint
CREATE INDEX "tracks_label_idx" ON "tracks" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "account_activities_source_idx" ON "account_activities" USING btree ("account_id","source","activity_date","activity_id");--> statement-breakpoint
CREATE INDEX "account_activities_activity_idx" ON "account_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_key_idx" ON "activities" USING btree ("key");--> statement-breakpoint
CREATE INDEX "activities_track_date_idx" ON "activities" USING btree ("track_id","activity_date");--> statement-breakpoint
CREATE INDEX "chart_entries_track_idx" ON "chart_entries" USING btree ("track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charts_key_idx" ON "charts" USING btree ("key");