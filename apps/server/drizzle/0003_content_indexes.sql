DROP INDEX "content_items_countries_idx";--> statement-breakpoint
DROP INDEX "content_items_kinds_idx";--> statement-breakpoint
DROP INDEX "content_items_tags_idx";--> statement-breakpoint
DROP INDEX "content_items_topics_idx";--> statement-breakpoint
CREATE INDEX "content_items_lists_idx" ON "content_items" USING gin ("countries","kinds","tags","topics") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_recent_idx" ON "content_items" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL;