-- Every date-ordered read of items names its type (content_items_date_idx); search walks content_search_recent_idx.
-- The index of every type by date misled the planner for one type's list (db/schema.ts) and cost each insert a B-tree.
DROP INDEX IF EXISTS "content_items_recent_idx";