ALTER TABLE "alerts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_account_idx" ON "alerts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_account_unread_idx" ON "notifications" USING btree ("account_id") WHERE read_at IS NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_one_owner" CHECK (num_nonnulls("alerts"."user_id", "alerts"."account_id") = 1);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_owner" CHECK (num_nonnulls("notifications"."user_id", "notifications"."account_id") = 1);