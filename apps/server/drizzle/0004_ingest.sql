CREATE TABLE "news_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_state" (
	"source_id" uuid PRIMARY KEY NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_fetch_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"items_last" integer DEFAULT 0 NOT NULL,
	"duplicates_last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_keys" ADD CONSTRAINT "news_keys_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_state" ADD CONSTRAINT "source_state_source_id_content_items_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_keys_item_idx" ON "news_keys" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "source_state_due_idx" ON "source_state" USING btree ("next_fetch_at");