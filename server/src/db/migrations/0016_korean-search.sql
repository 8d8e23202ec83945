ALTER TABLE "product_search" ADD COLUMN "search_compact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "spell_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_compact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spell_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_spell_idx" ON "product_search" USING gin ("spell_grams") WITH (fastupdate=false);--> statement-breakpoint
-- Hand-written: the trigger copies the spelling columns too (issue 22; writers fill products).
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search" s USING "changed" c
  WHERE s."product_id" = c."product_id" AND c."sale_status" = 'hidden';
  INSERT INTO "product_search" ("product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams", "search_compact", "spell_grams")
  SELECT "product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams", "search_compact", "spell_grams" FROM "changed"
  WHERE "sale_status" <> 'hidden'
  ON CONFLICT ("product_id") DO UPDATE SET
    "root_category_id" = excluded."root_category_id",
    "search_name" = excluded."search_name",
    "search_text" = excluded."search_text",
    "isbn_digits" = excluded."isbn_digits",
    "search_grams" = excluded."search_grams",
    "search_compact" = excluded."search_compact",
    "spell_grams" = excluded."spell_grams"
  WHERE ("product_search"."root_category_id", "product_search"."search_name", "product_search"."search_text", "product_search"."isbn_digits", "product_search"."search_grams", "product_search"."search_compact", "product_search"."spell_grams")
    IS DISTINCT FROM (excluded."root_category_id", excluded."search_name", excluded."search_text", excluded."isbn_digits", excluded."search_grams", excluded."search_compact", excluded."spell_grams");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Hand-written, once: the rows written before this migration get the columns lib/search-grams.ts
-- spellingIndexOf fills from now on (the same bigrams of the compact name and of its initials).
CREATE FUNCTION "spelling_backfill"("compact" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "initials" text := 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
  "n" int := char_length("compact");
  "grams" text[] := '{}';
  "a" text;
  "b" text;
BEGIN
  FOR i IN 1 .. "n" - 1 LOOP
    "grams" := "grams" || substr("compact", i, 2);
    "a" := substr("compact", i, 1);
    "b" := substr("compact", i + 1, 1);
    IF ascii("a") BETWEEN 44032 AND 55203 AND ascii("b") BETWEEN 44032 AND 55203 THEN
      "grams" := "grams" || (substr("initials", (ascii("a") - 44032) / 588 + 1, 1)
        || substr("initials", (ascii("b") - 44032) / 588 + 1, 1));
    END IF;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT g FROM unnest("grams") AS g);
END
$$;
--> statement-breakpoint
UPDATE "products" SET "search_compact" = replace("search_name", ' ', ''),
  "spell_grams" = "spelling_backfill"(replace("search_name", ' ', ''))
WHERE "search_name" <> '';
--> statement-breakpoint
DROP FUNCTION "spelling_backfill"(text);
