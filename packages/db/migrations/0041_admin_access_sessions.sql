-- Issue 26, spec §3/§6 isAccessedThruAdmin: a session an admin opened as a member. It is the
-- member's session (their data, their rights) but read-only: the server refuses its writes.
-- Ending it (exit, or revoking the member's sessions) deletes the session and so this row.
CREATE TABLE "admin_access_sessions" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"admin_member_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_access_sessions" ADD CONSTRAINT "admin_access_sessions_session_id_member_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admin_access_sessions" ADD CONSTRAINT "admin_access_sessions_admin_member_id_members_id_fk" FOREIGN KEY ("admin_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_access_sessions_member_idx" ON "admin_access_sessions" USING btree ("member_id");
