CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"stage" text,
	"title" text NOT NULL,
	"date" timestamp with time zone,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"regulator" uuid,
	"source" uuid,
	"data" jsonb NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"version" integer NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transition" text,
	"from_stage" text,
	"to_stage" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "content_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_journal" ADD CONSTRAINT "content_journal_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_journal" ADD CONSTRAINT "content_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_links" ADD CONSTRAINT "content_links_from_id_content_items_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_links" ADD CONSTRAINT "content_links_to_id_content_items_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_links" ADD CONSTRAINT "content_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_key_idx" ON "content_items" USING btree ("type","key") WHERE key IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_date_idx" ON "content_items" USING btree ("type","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_title_idx" ON "content_items" USING btree ("type",lower("title"),"id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_updated_idx" ON "content_items" USING btree ("type","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_deleted_idx" ON "content_items" USING btree ("type","deleted_at" DESC NULLS LAST) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_regulator_idx" ON "content_items" USING btree ("regulator","date" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_source_idx" ON "content_items" USING btree ("source","date" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_countries_idx" ON "content_items" USING gin ("countries") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_kinds_idx" ON "content_items" USING gin ("kinds") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_tags_idx" ON "content_items" USING gin ("tags") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_topics_idx" ON "content_items" USING gin ("topics") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "content_journal_item_idx" ON "content_journal" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "content_journal_type_idx" ON "content_journal" USING btree ("type","at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_links_unique_idx" ON "content_links" USING btree ("from_id","relation","to_id");--> statement-breakpoint
CREATE INDEX "content_links_to_idx" ON "content_links" USING btree ("to_id","relation");