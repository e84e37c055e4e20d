-- Issue 27, well-behaved client (decision 048): each real platform's state, read by the Monitor
-- Status desk (a platform told us to come back later, or stays down so its figures are stale), and
-- its request budget per window, shared by every monitor worker through an atomic increment.
CREATE TABLE "real_platform_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"retry_at" timestamp with time zone,
	"retry_reason" text,
	"last_success_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_platform_budgets" (
	"source" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "real_platform_budgets_source_window_start_pk" PRIMARY KEY("source","window_start"),
	CONSTRAINT "real_platform_budgets_requests_check" CHECK ("requests" >= 0)
);
