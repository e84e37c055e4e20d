CREATE TABLE "member_entity_push_settings" (
	"member_id" bigint NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"is_on" boolean NOT NULL,
	CONSTRAINT "member_entity_push_settings_member_id_entity_type_entity_id_pk" PRIMARY KEY("member_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "member_push_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"notifications_on" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_push_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"push_token" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_entity_push_settings" ADD CONSTRAINT "member_entity_push_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_push_settings" ADD CONSTRAINT "member_push_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_push_tokens" ADD CONSTRAINT "member_push_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_push_tokens_token_idx" ON "member_push_tokens" USING btree ("push_token");--> statement-breakpoint
CREATE INDEX "member_push_tokens_member_idx" ON "member_push_tokens" USING btree ("member_id");