CREATE TABLE "claim_web_sites" (
	"claim_web_site_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"title" text NOT NULL,
	"inquiry_memo" text NOT NULL,
	"write_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_status_cd" text DEFAULT '답변대기' NOT NULL,
	"handle_memo" text,
	"handle_datetime" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claim_web_sites_status_chk" CHECK ("claim_web_sites"."answer_status_cd" in ('답변대기', '답변완료')),
	CONSTRAINT "claim_web_sites_length_chk" CHECK (char_length("claim_web_sites"."title") <= 100 and char_length("claim_web_sites"."inquiry_memo") <= 4000)
);
--> statement-breakpoint
CREATE INDEX "claim_web_sites_member_idx" ON "claim_web_sites" USING btree ("member_id","claim_web_site_id" DESC NULLS LAST) WHERE "claim_web_sites"."deleted_at" is null;