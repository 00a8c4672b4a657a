-- Session search (GET /api/sessions?search=): case-insensitive substring matches served by
-- trigram indexes. Each index is on exactly the text expression the queries use
-- (src/server/features/sessions/session-search.ts): the searchable fields joined by U+0001.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads
-- it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visitor_sessions_search_idx" ON "visitor_sessions" USING gin (
  ("id" || E'\x01' || coalesce("city", '') || E'\x01' || coalesce("state", '') || E'\x01' || coalesce("ip_address", '') || E'\x01' || coalesce("browser_name", '')) gin_trgm_ops
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activities_search_idx" ON "activities" USING gin (
  ("page" || E'\x01' || coalesce("details"->>'elementText', '') || E'\x01' || coalesce("details"->>'inputValue', '')) gin_trgm_ops
);
