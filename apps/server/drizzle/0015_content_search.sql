CREATE TABLE "content_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stage" text,
	"date" timestamp with time zone,
	"countries" text[] NOT NULL,
	"kinds" text[] NOT NULL,
	"regulator" uuid,
	"live" boolean DEFAULT true NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pairs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pairs" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Word pairs (issue 18): every two adjacent words of a vector as one lexeme, "stress test", so that a phrase is
-- looked up in the index by its pairs instead of rechecking the positions of every row that has all its words.
-- Lexemes made by to_tsvector never hold a space, so a pair is never taken for a word.
CREATE FUNCTION rh_word_pairs(v tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) a
    JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) b ON b.pos = a.pos + 1
$$;--> statement-breakpoint
-- The vectors move from the items' rows, before their indexes are built (one pass each, not one per row).
INSERT INTO "content_search" ("id", "type", "stage", "date", "countries", "kinds", "regulator", "live", "search")
	SELECT "id", "type", "stage", "date", "countries", "kinds", "regulator", "deleted_at" IS NULL, "search" FROM "content_items";--> statement-breakpoint
INSERT INTO "content_pairs" ("id", "pairs") SELECT "id", rh_word_pairs("search") FROM "content_items";--> statement-breakpoint
DROP INDEX "content_items_search_idx";--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "content_search" ADD CONSTRAINT "content_search_id_content_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_search_idx" ON "content_search" USING gin ("search");--> statement-breakpoint
ALTER TABLE "content_pairs" ADD CONSTRAINT "content_pairs_id_content_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pairs_idx" ON "content_pairs" USING gin ("pairs");--> statement-breakpoint
CREATE INDEX "content_search_recent_idx" ON "content_search" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE live;--> statement-breakpoint
CREATE INDEX "content_search_type_date_idx" ON "content_search" USING btree ("type","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE live;--> statement-breakpoint
-- The copies follow every change of an item's row, whoever makes it (the store, a script, a test); the store writes
-- the vector itself, with the row.
CREATE FUNCTION rh_content_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_search SET type = NEW.type, stage = NEW.stage, date = NEW.date, countries = NEW.countries,
    kinds = NEW.kinds, regulator = NEW.regulator, live = NEW.deleted_at IS NULL
  WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER content_search_copy AFTER UPDATE OF type, stage, date, countries, kinds, regulator, deleted_at
	ON content_items FOR EACH ROW
	WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.stage IS DISTINCT FROM NEW.stage OR OLD.date IS DISTINCT FROM NEW.date
		OR OLD.countries IS DISTINCT FROM NEW.countries OR OLD.kinds IS DISTINCT FROM NEW.kinds
		OR OLD.regulator IS DISTINCT FROM NEW.regulator OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
	EXECUTE FUNCTION rh_content_search_copy();
