CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_title" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factions" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_log_at" ON "moderation_log" USING btree ("at","id");