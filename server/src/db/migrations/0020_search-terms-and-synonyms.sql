CREATE TABLE "search_synonyms" (
	"synonym_id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_days" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer NOT NULL,
	"no_results" integer NOT NULL,
	CONSTRAINT "search_term_days_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_term_days_no_results_idx" ON "search_term_days" USING btree ("day","term") WHERE no_results > 0;