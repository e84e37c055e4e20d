CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"variant" text NOT NULL,
	"url" text,
	"user_agent" text,
	"frontend_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_created_at_idx" ON "error_reports" USING btree ("created_at");