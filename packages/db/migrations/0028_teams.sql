-- Issue 22 (docs/decisions/026): teams, each with its members and invitations (spec §3), and the
-- invitation mails a team sent (its daily limit). Only the SHA-256 of an invitation token is kept.
CREATE TABLE "teams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"member_id" bigint,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invitation_token_hash" text,
	"invited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"invited_by_member_id" bigint,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitation_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_member_id_members_id_fk" FOREIGN KEY ("invited_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation_mails" ADD CONSTRAINT "team_invitation_mails_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_email_idx" ON "team_members" USING btree ("team_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_member_idx" ON "team_members" USING btree ("team_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_invitation_idx" ON "team_members" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "team_members_member_idx" ON "team_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_invitation_mails_team_idx" ON "team_invitation_mails" USING btree ("team_id","sent_at");--> statement-breakpoint
-- Until now a secondary management was a seat on the team of the profile's owners (decision
-- 019): each of those owners gets a team, with the secondary managers as its active members.
INSERT INTO "teams" ("owner_member_id")
SELECT DISTINCT owners."member_id"
FROM "managements" seats
JOIN "managements" owners
  ON owners."account_id" = seats."account_id" AND owners."management_type" = 'primary'
WHERE seats."management_type" = 'secondary'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "team_members" ("team_id", "member_id", "email", "role", "status", "joined_at")
SELECT "teams"."id", "members"."id", "members"."email", 'owner', 'active', now()
FROM "teams" JOIN "members" ON "members"."id" = "teams"."owner_member_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "team_members" ("team_id", "member_id", "email", "role", "status", "joined_at")
SELECT DISTINCT "teams"."id", "members"."id", "members"."email", 'member', 'active', now()
FROM "managements" seats
JOIN "managements" owners
  ON owners."account_id" = seats."account_id" AND owners."management_type" = 'primary'
JOIN "teams" ON "teams"."owner_member_id" = owners."member_id"
JOIN "members" ON "members"."id" = seats."member_id"
WHERE seats."management_type" = 'secondary'
ON CONFLICT DO NOTHING;
