CREATE TABLE "member_erasures" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_purges" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"run_id" integer,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_purges_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"staff_id" integer,
	"dry_run_id" integer,
	"candidates" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"carried_out_at" timestamp with time zone,
	CONSTRAINT "retention_runs_mode_check" CHECK ("retention_runs"."mode" in ('dry', 'purge'))
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"years" smallint NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "retention_settings_years_check" CHECK ("retention_settings"."years" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "member_erasures" ADD CONSTRAINT "member_erasures_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_runs_mode_idx" ON "retention_runs" USING btree ("mode","run_id");--> statement-breakpoint
INSERT INTO "retention_settings" ("kind", "years") VALUES ('contracts', 5), ('withdrawals', 5), ('payments', 5), ('deliveries', 5), ('complaints', 3) ON CONFLICT DO NOTHING;
