CREATE TABLE "gateway_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tid" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_kind_tid_unique" UNIQUE("kind","tid"),
	CONSTRAINT "gateway_events_amount_check" CHECK ("gateway_events"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"member_id" integer NOT NULL,
	"scope" text NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_member_id_scope_idem_key_pk" PRIMARY KEY("member_id","scope","idem_key")
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"has_delivery_info" boolean NOT NULL,
	"is_oversea" boolean DEFAULT false NOT NULL,
	"delivery_id" integer,
	"name" text,
	"email" text,
	"mobile" text,
	"mobile2" text,
	"tel" text,
	"zipcode" text,
	"addr1" text,
	"addr2" text,
	"delivery_note" text,
	"international_phone" text,
	"nation_cd" text,
	"nation_name" text,
	"premium_cd" text,
	"state" text,
	"city" text,
	"oversea_fee" integer DEFAULT 0 NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text,
	"logistic_cd" text,
	"invoice_no" text,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oversea_settings" (
	"settings_id" integer PRIMARY KEY NOT NULL,
	"enable_ems" boolean DEFAULT true NOT NULL,
	"enable_zip_finder" boolean DEFAULT true NOT NULL,
	"enable_limited_nation" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_records" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"channel" text NOT NULL,
	"card_name" text,
	"card_number" text,
	"card_approval_num" text,
	"vbank_name" text,
	"vbank_account" text,
	"vbank_holder" text,
	"ars_phone" text,
	"ars_number" text,
	"expires_at" timestamp with time zone,
	"pending_auth" jsonb,
	"pending_since" timestamp with time zone,
	"result_message" text,
	CONSTRAINT "payment_gateway_records_oid_unique" UNIQUE("order_number")
);
--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_records" ADD CONSTRAINT "payment_gateway_records_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_events_order_idx" ON "gateway_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_gateway_records_pending_idx" ON "payment_gateway_records" USING btree ("pending_since") WHERE "payment_gateway_records"."pending_auth" is not null;--> statement-breakpoint
CREATE INDEX "payment_gateway_records_expires_idx" ON "payment_gateway_records" USING btree ("expires_at");