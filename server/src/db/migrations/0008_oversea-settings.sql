CREATE TABLE "oversea_limited_nations" (
	"nation_cd" text PRIMARY KEY NOT NULL,
	"memo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oversea_settings" ADD COLUMN "limited_memo" text DEFAULT '' NOT NULL;