ALTER TABLE "order_items" ADD COLUMN "marked_price" integer;--> statement-breakpoint
-- orders written before this column: the product's list price now, never below the sale price
-- (sell_price is what a unit was charged, class_discount what the class history took off it)
UPDATE "order_items" i SET "marked_price" = greatest(p."marked_price", i."sell_price" + i."class_discount") FROM "products" p WHERE p."product_id" = i."product_id" AND i."marked_price" IS NULL;
