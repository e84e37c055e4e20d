-- Issue 20 (docs/decisions/023). The Stripe time (event `created`) of the newest subscription
-- event applied to a subscription: an older event that arrives later is ignored, so a late
-- `customer.subscription.updated` cannot revive a deleted subscription.
ALTER TABLE "subscriptions" ADD COLUMN "provider_event_at" timestamp with time zone;--> statement-breakpoint
-- A wallet order keeps the product type it was sold as (the lifecycle step activates a pending
-- capture without the request's variant) and the capture PayPal answered PENDING.
ALTER TABLE "wallet_orders" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "wallet_orders" ADD COLUMN "capture_id" text;--> statement-breakpoint
CREATE INDEX "wallet_orders_pending_idx" ON "wallet_orders" USING btree ("status") WHERE "wallet_orders"."status" = 'pending';
