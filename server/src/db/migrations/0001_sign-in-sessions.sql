CREATE TABLE "dps_product_mappings" (
	"material_code" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"material_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"context_uuid" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sign_ins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"binding_hash" text NOT NULL,
	"redirect" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sso_sign_ins_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "dps_product_mappings" ADD CONSTRAINT "dps_product_mappings_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dps_product_mappings_product_idx" ON "dps_product_mappings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sso_sign_ins_expires_idx" ON "sso_sign_ins" USING btree ("expires_at");