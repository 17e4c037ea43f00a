CREATE TABLE "ability_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formula" text NOT NULL,
	"default_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lore" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text NOT NULL,
	"editors" text[] DEFAULT '{}'::text[] NOT NULL,
	"ante_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"environment_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" uuid NOT NULL,
	"faction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_faction_id_pk" PRIMARY KEY("user_id","faction_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"author" text NOT NULL,
	"editors" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_formulas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"formula" text NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruleset" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"active_point_formula" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faction_id" uuid NOT NULL,
	"unit_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"training_type" integer DEFAULT 1 NOT NULL,
	"health" integer DEFAULT 1 NOT NULL,
	"protection_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protection_value" integer DEFAULT 0 NOT NULL,
	"movement" integer DEFAULT 6 NOT NULL,
	"size" integer DEFAULT 1 NOT NULL,
	"equipped_weapons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"structured_abilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weapons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faction_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" jsonb DEFAULT '["melee"]'::jsonb NOT NULL,
	"attacks" integer NOT NULL,
	"damage" integer NOT NULL,
	"effective_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_faction_id_factions_id_fk" FOREIGN KEY ("faction_id") REFERENCES "public"."factions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset" ADD CONSTRAINT "ruleset_active_point_formula_point_formulas_id_fk" FOREIGN KEY ("active_point_formula") REFERENCES "public"."point_formulas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_faction_id_factions_id_fk" FOREIGN KEY ("faction_id") REFERENCES "public"."factions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weapons" ADD CONSTRAINT "weapons_faction_id_factions_id_fk" FOREIGN KEY ("faction_id") REFERENCES "public"."factions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ability_templates_name" ON "ability_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "auth_events_lookup" ON "auth_events" USING btree ("kind","key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "factions_slug" ON "factions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "factions_listed" ON "factions" USING btree ("title","id") WHERE "factions"."public" AND "factions"."reviewed";--> statement-breakpoint
CREATE INDEX "factions_queue" ON "factions" USING btree ("title","id") WHERE "factions"."public" AND NOT "factions"."reviewed";--> statement-breakpoint
CREATE INDEX "factions_author" ON "factions" USING btree (lower("author"),"title");--> statement-breakpoint
CREATE INDEX "factions_editors" ON "factions" USING gin ("editors");--> statement-breakpoint
CREATE INDEX "likes_faction" ON "likes" USING btree ("faction_id");--> statement-breakpoint
CREATE INDEX "pages_listed" ON "pages" USING btree ("type","title") WHERE "pages"."reviewed";--> statement-breakpoint
CREATE INDEX "pages_queue" ON "pages" USING btree ("created_at") WHERE NOT "pages"."reviewed";--> statement-breakpoint
CREATE INDEX "pages_tags" ON "pages" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "pages_author" ON "pages" USING btree (lower("author"));--> statement-breakpoint
CREATE INDEX "pages_editors" ON "pages" USING gin ("editors");--> statement-breakpoint
CREATE INDEX "point_formulas_name" ON "point_formulas" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "scenarios_slug" ON "scenarios" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "scenarios_listed" ON "scenarios" USING btree ("title","id") WHERE "scenarios"."public" AND "scenarios"."reviewed";--> statement-breakpoint
CREATE INDEX "scenarios_queue" ON "scenarios" USING btree ("title","id") WHERE "scenarios"."public" AND NOT "scenarios"."reviewed";--> statement-breakpoint
CREATE INDEX "scenarios_author" ON "scenarios" USING btree (lower("author"),"title");--> statement-breakpoint
CREATE INDEX "units_faction" ON "units" USING btree ("faction_id","unit_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "weapons_faction" ON "weapons" USING btree ("faction_id","name");