CREATE TABLE "order_consents" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"third_parties" text[] NOT NULL,
	"minors_notice_shown" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_free" boolean;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_free" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_consents" ADD CONSTRAINT "order_consents_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- books and smart books are VAT-exempt (decision 0461); orders written before keep their products' flag
UPDATE "products" SET "tax_free" = true WHERE "kind" IN ('book', 'stb');--> statement-breakpoint
UPDATE "order_items" i SET "tax_free" = p."tax_free" FROM "products" p WHERE p."product_id" = i."product_id" AND i."tax_free" IS NULL;
