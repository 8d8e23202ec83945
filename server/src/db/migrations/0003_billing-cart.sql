CREATE TABLE "delivery_fee_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"fee_won" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "free_delivery_benefits" (
	"fdb_id" serial PRIMARY KEY NOT NULL,
	"std_id" integer NOT NULL,
	"brch_type" text NOT NULL,
	"season_id" integer NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_delivery_benefits_unique" UNIQUE("std_id","brch_type","season_id")
);
--> statement-breakpoint
CREATE TABLE "free_delivery_items" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selling_seasons" (
	"season_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "selling_seasons_starts_unique" UNIQUE("starts_at"),
	CONSTRAINT "selling_seasons_range_check" CHECK ("selling_seasons"."ends_at" > "selling_seasons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"std_id" integer,
	"brch_id" integer,
	"brch_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_unique" UNIQUE NULLS NOT DISTINCT("member_id","product_id","std_id","brch_id"),
	CONSTRAINT "cart_items_qty_check" CHECK ("cart_items"."qty" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_item_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"qty_effected" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"class_discount" integer DEFAULT 0 NOT NULL,
	"std_id" integer,
	"brch_id" integer,
	"brch_type" text,
	"order_item_progress_cd" text DEFAULT '결제대기' NOT NULL,
	"cart_id" integer,
	CONSTRAINT "order_items_qty_check" CHECK ("order_items"."qty" between 1 and 20 and "order_items"."qty_effected" between 0 and "order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"order_progress_cd" text DEFAULT '결제대기' NOT NULL,
	"payment_type_cd" text,
	"product_price_total" integer NOT NULL,
	"delivery_price_origin" integer DEFAULT 0 NOT NULL,
	"delivery_price_total" integer NOT NULL,
	"price_total" integer NOT NULL,
	"paid_total" integer DEFAULT 0 NOT NULL,
	"is_oversea" boolean DEFAULT false NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'dropped', 'refunded')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."price_total" >= 0 and "orders"."paid_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_type_cd" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount" integer NOT NULL,
	"pg_transaction_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "payments_pg_transaction_id_unique" UNIQUE("pg_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "free_delivery_benefits" ADD CONSTRAINT "free_delivery_benefits_season_id_selling_seasons_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."selling_seasons"("season_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_delivery_benefits" ADD CONSTRAINT "free_delivery_benefits_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_delivery_items" ADD CONSTRAINT "free_delivery_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_delivery_benefits_order_idx" ON "free_delivery_benefits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "free_delivery_benefits_season_idx" ON "free_delivery_benefits" USING btree ("season_id","std_id");--> statement-breakpoint
CREATE INDEX "selling_seasons_ends_idx" ON "selling_seasons" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "cart_items_updated_idx" ON "cart_items" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_student_product_idx" ON "order_items" USING btree ("std_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_cart_idx" ON "order_items" USING btree ("cart_id") WHERE "order_items"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_member_ordered_idx" ON "orders" USING btree ("member_id","ordered_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
-- Business data of spec 1 §9, kept as rows that staff may change (hand-written below the generated schema).
INSERT INTO "delivery_fee_rates" ("code", "fee_won", "note") VALUES ('domestic', 1500, '국내 택배비 (종이책·학습기기·교구 배송 1회)');--> statement-breakpoint
-- Selling seasons spring Feb-Apr, summer May-Jul, autumn Aug-Oct, winter Nov-Jan, from midnight in Asia/Seoul.
INSERT INTO "selling_seasons" ("code", "name", "starts_at", "ends_at")
SELECT s.code, y::text || ' ' || s.label,
  make_timestamptz(y, s.month, 1, 0, 0, 0, 'Asia/Seoul'),
  make_timestamptz(y + (s.month + 2) / 12, (s.month + 2) % 12 + 1, 1, 0, 0, 0, 'Asia/Seoul')
FROM generate_series(2020, 2040) AS y,
  (VALUES ('spring', '봄', 2), ('summer', '여름', 5), ('autumn', '가을', 8), ('winter', '겨울', 11)) AS s(code, label, month)
ORDER BY 3;
