-- a smart book is one licence per student (decision 0254): the flag and the carts first
UPDATE "products" SET "can_buy_multiple" = false WHERE "is_stb";--> statement-breakpoint
UPDATE "cart_items" SET "qty" = 1 WHERE "qty" > 1 AND "product_id" IN (SELECT "product_id" FROM "products" WHERE "is_stb");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stb_single_chk" CHECK (not ("products"."is_stb" and "products"."can_buy_multiple"));