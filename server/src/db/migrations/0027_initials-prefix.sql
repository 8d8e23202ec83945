-- Hand-written function (decision 0505): the compact name's syllables as their initial consonants
-- (the run of 588 syllables per consonant that lib/hangul-search.ts initialClass uses), other
-- characters kept, a typed compatibility jamo as '*' (the initials pattern matches syllables only).
-- Kept, not dropped: the generated column below calls it on every write.
CREATE FUNCTION "search_initials_of"("compact" text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "initials" text := 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
  "out" text := '';
  "c" text;
BEGIN
  FOR i IN 1 .. char_length("compact") LOOP
    "c" := substr("compact", i, 1);
    IF ascii("c") BETWEEN 44032 AND 55203 THEN
      "out" := "out" || substr("initials", (ascii("c") - 44032) / 588 + 1, 1);
    ELSIF ascii("c") BETWEEN 12593 AND 12686 THEN
      "out" := "out" || '*';
    ELSE
      "out" := "out" || "c";
    END IF;
  END LOOP;
  RETURN "out";
END
$$;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "search_initials" text GENERATED ALWAYS AS (search_initials_of(search_compact)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_initials_idx" ON "product_search" USING btree ("search_initials" collate "C","search_name" collate "C","product_id","root_category_id");
