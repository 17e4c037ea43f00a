CREATE TABLE "retired_usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
