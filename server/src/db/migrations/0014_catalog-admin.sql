ALTER TABLE "staff" DROP CONSTRAINT "staff_role_chk";--> statement-breakpoint
DROP INDEX "products_leaf_name_idx";--> statement-breakpoint
DROP INDEX "products_leaf_price_idx";--> statement-breakpoint
DROP INDEX "products_mid_name_idx";--> statement-breakpoint
DROP INDEX "products_mid_price_idx";--> statement-breakpoint
DROP INDEX "products_root_name_idx";--> statement-breakpoint
DROP INDEX "products_root_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_status" text DEFAULT 'onSale' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "products_leaf_name_idx" ON "products" USING btree ("category_id","display_name","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_leaf_price_idx" ON "products" USING btree ("category_id","sell_price","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_mid_name_idx" ON "products" USING btree ("mid_category_id","display_name","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_mid_price_idx" ON "products" USING btree ("mid_category_id","sell_price","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_root_name_idx" ON "products" USING btree ("root_category_id","display_name","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "products_root_price_idx" ON "products" USING btree ("root_category_id","sell_price","product_id") WHERE "products"."sale_status" <> 'hidden';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_status_chk" CHECK ("products"."sale_status" in ('onSale', 'soldOut', 'hidden'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_chk" CHECK ("staff"."role" in ('customer_service', 'warehouse', 'finance', 'merchandiser', 'administrator'));--> statement-breakpoint
-- Hand-written: product_search holds only the products members may find; hiding a product takes
-- it out (its search_term_counts follow through their own triggers), showing it puts it back.
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search" s USING "changed" c
  WHERE s."product_id" = c."product_id" AND c."sale_status" = 'hidden';
  INSERT INTO "product_search" ("product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams")
  SELECT "product_id", "root_category_id", "search_name", "search_text", "isbn_digits", "search_grams" FROM "changed"
  WHERE "sale_status" <> 'hidden'
  ON CONFLICT ("product_id") DO UPDATE SET
    "root_category_id" = excluded."root_category_id",
    "search_name" = excluded."search_name",
    "search_text" = excluded."search_text",
    "isbn_digits" = excluded."isbn_digits",
    "search_grams" = excluded."search_grams"
  WHERE ("product_search"."root_category_id", "product_search"."search_name", "product_search"."search_text", "product_search"."isbn_digits", "product_search"."search_grams")
    IS DISTINCT FROM (excluded."root_category_id", excluded."search_name", excluded."search_text", excluded."isbn_digits", excluded."search_grams");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Hand-written: the price's inputs (migration 0013) with the product's sale status, so an order
-- refuses a sold-out or hidden product from the same statement.
DROP FUNCTION "shop_price_inputs"(integer[], timestamp with time zone);--> statement-breakpoint
CREATE FUNCTION "shop_price_inputs"("ids" integer[], "at" timestamp with time zone)
RETURNS TABLE ("fee_won" integer, "season_id" integer, "season_code" text, "season_name" text,
  "starts_at" timestamp with time zone, "ends_at" timestamp with time zone, "product_id" integer,
  "display_name" text, "image_url" text, "kind" text, "category_id" integer,
  "marked_price" integer, "sell_price" integer, "can_buy" boolean, "can_buy_multiple" boolean,
  "is_stb" boolean, "is_supple" boolean, "supple_ebook_product_id" integer,
  "additional_notice" text, "free_delivery_item" boolean, "sale_status" text)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  -- the 'domestic' fee row with the season of `at` beside it, left-joined with the products, so
  -- the answer has one row even when no product matches
  RETURN QUERY
  SELECT r.fee_won, r.season_id, r.season_code, r.season_name, r.starts_at, r.ends_at,
    p.product_id, p.display_name, p.image_url, p.kind, p.category_id, p.marked_price,
    p.sell_price, p.can_buy, p.can_buy_multiple, p.is_stb, p.is_supple,
    p.supple_ebook_product_id, p.additional_notice, f.product_id IS NOT NULL, p.sale_status
  FROM (SELECT d.fee_won, s.season_id, s.code AS season_code, s.name AS season_name,
          s.starts_at, s.ends_at
        FROM delivery_fee_rates d
        LEFT JOIN selling_seasons s ON s.starts_at <= "at" AND s.ends_at > "at"
        WHERE d.code = 'domestic'
        LIMIT 1) r
  LEFT JOIN products p ON p.product_id = ANY ("ids")
  LEFT JOIN free_delivery_items f ON f.product_id = p.product_id;
END
$$;
