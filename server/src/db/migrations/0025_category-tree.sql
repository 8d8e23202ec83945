ALTER TABLE "categories" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");