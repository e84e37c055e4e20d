-- Issue 26: a payment refunded from the Payments desk through its provider's adapter, once:
-- refund_status is 'pending' while the provider is asked (claimed by one statement, so a second
-- admin's refund of the same payment finds it taken), then 'refunded' with the provider's id.
ALTER TABLE "payments" ADD COLUMN "refund_status" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_check" CHECK ("refund_status" in ('pending', 'refunded'));
--> statement-breakpoint
-- Issue 26, Push Notifications desk: the last send per limit key ('push.test:{member}',
-- 'push.broadcast:{product}'). One insert ... on conflict ... where statement takes the slot, so
-- two sends at once cannot both pass the one-a-minute limit (decision 053).
CREATE TABLE "admin_send_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
