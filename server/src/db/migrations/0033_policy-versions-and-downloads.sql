CREATE TABLE "policy_versions" (
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "policy_versions_kind_check" CHECK ("policy_versions"."kind" in ('terms', 'privacy')),
	CONSTRAINT "policy_versions_version_check" CHECK ("policy_versions"."version" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "support_downloads" (
	"download_id" serial PRIMARY KEY NOT NULL,
	"cate" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer NOT NULL,
	"generated_id" text,
	"file_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_downloads_generated_id_unique" UNIQUE("generated_id"),
	CONSTRAINT "support_downloads_cate_check" CHECK ("support_downloads"."cate" in ('Book1A', 'Book2A', 'Book3A', 'Book1B', 'Book2B', 'Book3B', 'HandoutA', 'HandoutB', 'MP3')),
	CONSTRAINT "support_downloads_kind_check" CHECK ("support_downloads"."kind" in ('worksheet', 'vocabulary', 'answer', 'test', 'handout', 'audio')),
	CONSTRAINT "support_downloads_file_check" CHECK ("support_downloads"."file_key" is not null or "support_downloads"."generated_id" is not null)
);
--> statement-breakpoint
CREATE INDEX "support_downloads_cate_idx" ON "support_downloads" USING btree ("cate","sort_order","download_id");--> statement-breakpoint
-- The published versions of spec 1 §9 and the versions of 2026-11-25 that the order consent of
-- decision 0462 named; their PDFs are the texts the shop draws (file_key null, decision 0436).
INSERT INTO "policy_versions" ("kind", "version") VALUES
	('terms', '2022-07-01'), ('terms', '2024-12-16'), ('terms', '2026-11-25'),
	('privacy', '2022-07-05'), ('privacy', '2023-10-16'), ('privacy', '2024-10-07'),
	('privacy', '2024-12-16'), ('privacy', '2026-11-25');
--> statement-breakpoint
-- The return fee of a change of mind (spec 3 §9, decision 0438), beside the domestic delivery fee.
INSERT INTO "delivery_fee_rates" ("code", "fee_won", "note")
	VALUES ('returnChangeOfMind', 5000, '단순변심 반품 왕복 배송비 (spec 3 §9)')
	ON CONFLICT ("code") DO NOTHING;
