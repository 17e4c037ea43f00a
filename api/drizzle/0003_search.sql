-- Substring search (`lower(title) LIKE '%x%'`) through trigram GIN indexes (schema.ts,
-- trigramIndex). pg_trgm ships with PostgreSQL's contrib package and with PGlite (loaded by
-- db/client.ts). Where it cannot be created (no contrib package, no CREATE right on the
-- database), the migration goes on without it: the indexes are left out, a warning says so, and
-- searches still answer the same, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm could not be created (%): searches will scan without trigram indexes', SQLERRM;
END $$;--> statement-breakpoint
DO $$
DECLARE
  ops text;
BEGIN
  SELECT extnamespace::regnamespace::text || '.gin_trgm_ops' INTO ops
    FROM pg_extension WHERE extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS "factions_title_trgm" ON "factions" USING gin (lower("title") %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS "scenarios_title_trgm" ON "scenarios" USING gin (lower("title") %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS "users_username_trgm" ON "users" USING gin (lower("username") %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS "users_display_trgm" ON "users" USING gin (lower("display") %s)', ops);
END $$;
