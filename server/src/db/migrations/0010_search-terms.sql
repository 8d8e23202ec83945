CREATE TABLE "search_term_counts" (
	"term" text NOT NULL,
	"root_category_id" integer NOT NULL,
	"in_name" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_term_counts_term_root_category_id_in_name_pk" PRIMARY KEY("term","root_category_id","in_name")
);
--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("search_name" collate "C","product_id","root_category_id");--> statement-breakpoint
-- Hand-written: the terms of a product are every substring of two or more characters of every
-- word of its normalized text (search_text holds the name, author and publisher), in_name when
-- the name holds it: a one-word query matches exactly the products holding it as a term (words
-- never span a space). Each product counts once per term; an update counts only what changed.
CREATE FUNCTION "search_term_counts_apply"("ids" integer[], "roots" integer[], "names" text[], "bodies" text[], "signs" integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_term_counts" AS c ("term", "root_category_id", "in_name", "products")
  SELECT t."term", t."root", strpos(t."name", t."term") > 0, sum(t."sign")::integer
  FROM (SELECT DISTINCT r."id", r."sign", r."root", r."name", substr(w."tok", i, l) AS "term"
        FROM unnest("ids", "roots", "names", "bodies", "signs") AS r("id", "root", "name", "body", "sign"),
             unnest(string_to_array(r."body", ' ')) AS w("tok"),
             generate_series(1, length(w."tok") - 1) AS i,
             generate_series(2, length(w."tok") - i + 1) AS l) AS t
  GROUP BY 1, 2, 3
  HAVING sum(t."sign") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("term", "root_category_id", "in_name") DO UPDATE SET "products" = c."products" + excluded."products"
$$;--> statement-breakpoint
CREATE FUNCTION "search_term_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_term_counts_apply"(array_agg("product_id"), array_agg("root_category_id"), array_agg("search_name"), array_agg("search_text"), array_agg(1))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "search_term_counts_apply"(array_agg("product_id"), array_agg("root_category_id"), array_agg("search_name"), array_agg("search_text"), array_agg(-1))
    FROM "old_rows";
  ELSE
    PERFORM "search_term_counts_apply"(array_agg(r."product_id"), array_agg(r."root_category_id"), array_agg(r."search_name"), array_agg(r."search_text"), array_agg(r."sign"))
    FROM (SELECT "product_id", "root_category_id", "search_name", "search_text", -1 AS "sign" FROM "old_rows"
          UNION ALL
          SELECT "product_id", "root_category_id", "search_name", "search_text", 1 FROM "new_rows") AS r;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_terms_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "product_search_terms_update" AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "product_search_terms_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_term_counts_sync"();--> statement-breakpoint
SELECT "search_term_counts_apply"(array_agg("product_id"), array_agg("root_category_id"), array_agg("search_name"), array_agg("search_text"), array_agg(1))
FROM "product_search";
