CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"root_category_id" integer NOT NULL,
	"search_name" text NOT NULL,
	"search_text" text NOT NULL,
	"isbn_digits" text,
	"search_grams" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_grams_idx";--> statement-breakpoint
DROP INDEX "products_isbn_digits_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product_search" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_isbn_idx" ON "product_search" USING btree ("isbn_digits" text_pattern_ops);--> statement-breakpoint
-- Hand-written: products stays the one place writers fill; these triggers copy its search columns.
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams")
  SELECT "product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams" FROM "changed"
  ON CONFLICT ("product_id") DO UPDATE SET
    "root_category_id" = excluded."root_category_id",
    "search_name" = excluded."search_name",
    "search_text" = excluded."search_text",
    "isbn_digits" = excluded."isbn_digits",
    "search_grams" = excluded."search_grams";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams")
SELECT "product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams" FROM "products";
