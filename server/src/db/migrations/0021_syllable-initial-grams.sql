-- Hand-written, once: the rows written before this migration get the grams of a syllable and the
-- next syllable's initial consonant that lib/search-grams.ts spellingIndexOf adds from now on
-- ('수ㅎ' of 수학); the products trigger copies them to product_search.
CREATE FUNCTION "syllable_initial_grams"("compact" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "initials" text := 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
  "n" int := char_length("compact");
  "grams" text[] := '{}';
  "a" text;
  "b" text;
BEGIN
  FOR i IN 1 .. "n" - 1 LOOP
    "a" := substr("compact", i, 1);
    "b" := substr("compact", i + 1, 1);
    IF ascii("a") BETWEEN 44032 AND 55203 AND ascii("b") BETWEEN 44032 AND 55203 THEN
      "grams" := "grams" || ("a" || substr("initials", (ascii("b") - 44032) / 588 + 1, 1));
    ELSIF ascii("a") BETWEEN 44032 AND 55203 AND strpos("initials", "b") > 0 THEN
      "grams" := "grams" || ("a" || "b");
    END IF;
  END LOOP;
  RETURN "grams";
END
$$;
--> statement-breakpoint
UPDATE "products"
SET "spell_grams" = ARRAY(
  SELECT DISTINCT g FROM unnest("spell_grams" || "syllable_initial_grams"("search_compact")) AS g
)
WHERE "search_compact" <> '';
--> statement-breakpoint
DROP FUNCTION "syllable_initial_grams"(text);
