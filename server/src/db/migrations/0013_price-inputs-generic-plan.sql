-- Hand-written: the price's inputs (billing-repository.ts `priceInputs`, read by every price
-- preview and every order) as a function that runs its query with a generic plan. As a prepared
-- statement PostgreSQL re-planned it on every call (it rates the generic plan, costed for ten
-- products of unknown ids, above the custom one), and planning was ~80 % of its time: 0.13 ms of
-- the server's CPU per call against 0.05 ms this way. The result columns follow `products`; a
-- changed column type there fails here at the first call (the price tests call it).
CREATE FUNCTION "shop_price_inputs"("ids" integer[], "at" timestamp with time zone)
RETURNS TABLE ("fee_won" integer, "season_id" integer, "season_code" text, "season_name" text,
  "starts_at" timestamp with time zone, "ends_at" timestamp with time zone, "product_id" integer,
  "display_name" text, "image_url" text, "kind" text, "category_id" integer,
  "marked_price" integer, "sell_price" integer, "can_buy" boolean, "can_buy_multiple" boolean,
  "is_stb" boolean, "is_supple" boolean, "supple_ebook_product_id" integer,
  "additional_notice" text, "free_delivery_item" boolean)
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
    p.supple_ebook_product_id, p.additional_notice, f.product_id IS NOT NULL
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
