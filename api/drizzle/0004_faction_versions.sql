CREATE TABLE "faction_versions" (
	"faction_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"approved_by" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faction_versions_faction_id_number_pk" PRIMARY KEY("faction_id","number")
);
--> statement-breakpoint
DROP INDEX "factions_listed";--> statement-breakpoint
ALTER TABLE "factions" ADD COLUMN "listed_version" integer;--> statement-breakpoint
ALTER TABLE "factions" ADD COLUMN "listed_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "factions" ADD COLUMN "listed_thumbnail_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faction_versions" ADD CONSTRAINT "faction_versions_faction_id_factions_id_fk" FOREIGN KEY ("faction_id") REFERENCES "public"."factions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE
  ops text;
BEGIN
  -- Only where migration 0003 could create pg_trgm (see there).
  SELECT extnamespace::regnamespace::text || '.gin_trgm_ops' INTO ops
    FROM pg_extension WHERE extname = 'pg_trgm';
  IF ops IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS "factions_listed_title_trgm" ON "factions" USING gin (lower("listed_title") %s)', ops);
END $$;--> statement-breakpoint
CREATE INDEX "factions_listed" ON "factions" USING btree ("listed_title","id") WHERE "factions"."public" AND "factions"."listed_version" IS NOT NULL;--> statement-breakpoint
-- Every faction approved before versions existed becomes its version 1, as it is now (the same
-- snapshot as repositories/faction-versions.ts takes at each approval), and stays listed.
INSERT INTO "faction_versions" ("faction_id", "number", "snapshot", "approved_by")
SELECT f.id, 1, jsonb_build_object(
    'faction', to_jsonb(f),
    'units', COALESCE((SELECT jsonb_agg(to_jsonb(u) ORDER BY u.unit_name, u.id) FROM units u WHERE u.faction_id = f.id), '[]'::jsonb),
    'weapons', COALESCE((SELECT jsonb_agg(to_jsonb(w) ORDER BY w.name, w.id) FROM weapons w WHERE w.faction_id = f.id), '[]'::jsonb),
    'abilityTemplates', COALESCE((SELECT jsonb_agg(to_jsonb(t) ORDER BY t.name, t.id) FROM ability_templates t
      WHERE t.id::text IN (SELECT s->>'templateID' FROM units u, jsonb_array_elements(u.structured_abilities) s WHERE u.faction_id = f.id)), '[]'::jsonb)),
  ''
FROM "factions" f WHERE f.public AND f.reviewed;--> statement-breakpoint
UPDATE "factions" SET "listed_version" = 1, "listed_title" = "title", "listed_thumbnail_url" = "thumbnail_url"
WHERE "public" AND "reviewed";
