CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"id_chain" text NOT NULL,
	"full_name" text NOT NULL,
	"depth" integer NOT NULL,
	"leaf" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"root_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_access_rules" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"brch_types" text[] NOT NULL,
	"rule_texts" text[] NOT NULL,
	"deny_msg_override" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"mid_category_id" integer,
	"root_category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"author" text,
	"manufacture" text,
	"isbn" text,
	"isbn_digits" text,
	"published_date" date,
	"language" text,
	"paper_size" text,
	"pages" integer,
	"comprisal" text,
	"book_binding" text,
	"certification_mark" text,
	"delivery_html" text,
	"can_oversea" boolean DEFAULT false NOT NULL,
	"html" text,
	"is_stb" boolean DEFAULT false NOT NULL,
	"support_device" text,
	"file_size" text,
	"marked_price" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"can_buy" boolean DEFAULT true NOT NULL,
	"can_buy_multiple" boolean DEFAULT true NOT NULL,
	"additional_notice" text,
	"is_supple" boolean DEFAULT false NOT NULL,
	"supple_ebook_product_id" integer,
	"ship_weight_g" integer DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"recommend_rank" integer,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_configs" (
	"section" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"banner_url" text
);
--> statement-breakpoint
CREATE TABLE "site_menu_items" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"group_cd" text NOT NULL,
	"label" text NOT NULL,
	"path" text NOT NULL,
	"section" text,
	"visible" boolean DEFAULT true NOT NULL,
	"requires_category_id" integer,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_popups" (
	"site_popup_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html_contents" text,
	"html_mobile" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"category_cd" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"faq_id" serial PRIMARY KEY NOT NULL,
	"category_cd" text NOT NULL,
	"title" text NOT NULL,
	"html_contents" text NOT NULL,
	"sort_order" integer NOT NULL,
	"top10_rank" integer
);
--> statement-breakpoint
CREATE INDEX "categories_root_idx" ON "categories" USING btree ("root_id","depth","sort_order");--> statement-breakpoint
CREATE INDEX "products_leaf_name_idx" ON "products" USING btree ("category_id","display_name","product_id");--> statement-breakpoint
CREATE INDEX "products_leaf_price_idx" ON "products" USING btree ("category_id","sell_price","product_id");--> statement-breakpoint
CREATE INDEX "products_mid_name_idx" ON "products" USING btree ("mid_category_id","display_name","product_id");--> statement-breakpoint
CREATE INDEX "products_mid_price_idx" ON "products" USING btree ("mid_category_id","sell_price","product_id");--> statement-breakpoint
CREATE INDEX "products_root_name_idx" ON "products" USING btree ("root_category_id","display_name","product_id");--> statement-breakpoint
CREATE INDEX "products_root_price_idx" ON "products" USING btree ("root_category_id","sell_price","product_id");--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_isbn_digits_idx" ON "products" USING btree ("isbn_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_recommend_idx" ON "products" USING btree ("recommend_rank") WHERE "products"."recommend_rank" is not null;--> statement-breakpoint
CREATE INDEX "site_menu_items_order_idx" ON "site_menu_items" USING btree ("visible","sort_order");--> statement-breakpoint
CREATE INDEX "site_popups_window_idx" ON "site_popups" USING btree ("active","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category_cd","sort_order");