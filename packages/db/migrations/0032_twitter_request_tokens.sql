-- Twitter's browser login (issue 22, OAuth 1.0a three-legged): the request token's secret, kept
-- on our side between request_token and access_token, bound to the member who asked and the
-- profile they connect. Rows live 10 minutes and are taken once.
CREATE TABLE "twitter_request_tokens" (
	"oauth_token" text PRIMARY KEY NOT NULL,
	"oauth_token_secret" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twitter_request_tokens" ADD CONSTRAINT "twitter_request_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "twitter_request_tokens_expires_idx" ON "twitter_request_tokens" USING btree ("expires_at");
