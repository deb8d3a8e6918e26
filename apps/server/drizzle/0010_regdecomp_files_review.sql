CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"for_type" text NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"regulation_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"cause_id" uuid NOT NULL,
	"journal_id" bigint,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"cleared_how" text
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_regulation_id_content_items_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_cause_id_content_items_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_search_idx" ON "files" USING gin ("search");--> statement-breakpoint
CREATE INDEX "files_sha_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "review_flags_open_idx" ON "review_flags" USING btree ("item_id","cause_id") WHERE cleared_at IS NULL;--> statement-breakpoint
CREATE INDEX "review_flags_regulation_idx" ON "review_flags" USING btree ("regulation_id","since" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_flags_cause_idx" ON "review_flags" USING btree ("cause_id");--> statement-breakpoint
-- Backfill (custom SQL): an obligation with no applicability applies; say so, so that lists can filter by it.
UPDATE content_items SET data = jsonb_set(data, '{applicability}', '"applicable"') WHERE type = 'obligation' AND coalesce(data->>'applicability', '') = '';
