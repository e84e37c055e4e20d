-- Activity pushes (issue 22): per member and profile, the newest activity a push has covered,
-- so a cycle run again sends nothing twice. Decision 029.
CREATE TABLE "member_push_marks" (
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"through_activity_id" bigint NOT NULL,
	"last_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_push_marks_member_id_account_id_pk" PRIMARY KEY("member_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "member_push_marks" ADD CONSTRAINT "member_push_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "member_digest_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_digest_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_digest_days" ADD CONSTRAINT "member_digest_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
