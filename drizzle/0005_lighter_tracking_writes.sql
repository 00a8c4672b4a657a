-- Cheaper tracking writes (docs/decisions/0016). Every activity used to carry four index
-- entries, one of them a trigram GIN entry; together they halved the embedded database's write
-- throughput.
--
-- 1. Session search reads a session's distinct activity texts from session_search_texts (trigram
--    index on "text") instead of a trigram index over every activity. Its unique key is on
--    md5("text") because a page may be longer than a btree entry holds. The tracking writer fills
--    it; existing activities are copied once here.
CREATE TABLE "session_search_texts" (
	"session_id" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "session_search_texts_key" ON "session_search_texts" USING btree ("session_id",md5("text"));--> statement-breakpoint
INSERT INTO "session_search_texts" ("session_id", "text")
SELECT DISTINCT a."session_id", t."text"
FROM "activities" a
CROSS JOIN LATERAL (VALUES (a."page"), (a."details"->>'elementText'), (a."details"->>'inputValue')) AS t("text")
WHERE t."text" IS NOT NULL AND t."text" <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "session_search_texts_trgm_idx" ON "session_search_texts" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "activities_search_idx";--> statement-breakpoint
-- 2. Time: raw analytics count only visits, so only visits keep a btree entry on occurred_at;
--    retention finds old activities of every type through a BRIN index.
DROP INDEX "activities_occurred_at_idx";--> statement-breakpoint
CREATE INDEX "activities_visit_time_idx" ON "activities" USING btree ("occurred_at") WHERE "activities"."type" = 'visit';--> statement-breakpoint
CREATE INDEX "activities_occurred_at_brin" ON "activities" USING brin ("occurred_at");
