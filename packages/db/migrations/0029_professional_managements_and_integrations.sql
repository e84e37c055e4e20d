ALTER TABLE "managements" ADD COLUMN "is_professional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "managements_professional_idx" ON "managements" USING btree ("member_id") WHERE "managements"."is_professional";--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "max_pro_managements" SET DEFAULT 25;--> statement-breakpoint
UPDATE "members" SET "max_pro_managements" = 25 WHERE "max_pro_managements" = 0;--> statement-breakpoint
ALTER TABLE "account_authorizations" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "account_source_objects" ADD COLUMN "authorization_id" bigint;--> statement-breakpoint
ALTER TABLE "account_source_objects" ADD CONSTRAINT "account_source_objects_authorization_id_account_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."account_authorizations"("id") ON DELETE set null ON UPDATE no action;
