CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"revoke_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"remaining_before" integer,
	"remaining_after" integer,
	"pg_refund_tid" text,
	"bank_name" text,
	"bank_account" text,
	"bank_account_name" text,
	"failure_message" text,
	"staff_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_attempt_key_unique" UNIQUE("attempt_key"),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('Card', 'Bank')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requesting', 'done', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "revoke_fee_payments" (
	"fee_payment_id" serial PRIMARY KEY NOT NULL,
	"revoke_id" integer NOT NULL,
	"payment_type_cd" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount" integer NOT NULL,
	"order_number" text NOT NULL,
	"channel" text NOT NULL,
	"pg_transaction_id" text,
	"vbank_name" text,
	"vbank_account" text,
	"vbank_holder" text,
	"expires_at" timestamp with time zone,
	"result_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "revoke_fee_payments_oid_unique" UNIQUE("order_number"),
	CONSTRAINT "revoke_fee_payments_tid_unique" UNIQUE("pg_transaction_id"),
	CONSTRAINT "revoke_fee_payments_status_check" CHECK ("revoke_fee_payments"."status" in ('requested', 'approved', 'waiting_deposit', 'failed', 'expired')),
	CONSTRAINT "revoke_fee_payments_amount_check" CHECK ("revoke_fee_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "revoke_items" (
	"revoke_item_id" serial PRIMARY KEY NOT NULL,
	"revoke_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"revoke_qty" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	CONSTRAINT "revoke_items_revoke_order_item_unique" UNIQUE("revoke_id","order_item_id"),
	CONSTRAINT "revoke_items_qty_check" CHECK ("revoke_items"."revoke_qty" between 1 and 20),
	CONSTRAINT "revoke_items_amount_check" CHECK ("revoke_items"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revokes" (
	"revoke_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"revoke_type_cd" text NOT NULL,
	"revoke_progress_cd" text NOT NULL,
	"refund_for_products" integer NOT NULL,
	"refund_for_delivery" integer DEFAULT 0 NOT NULL,
	"refund_total" integer NOT NULL,
	"recall_fee" integer DEFAULT 0 NOT NULL,
	"recall_reason_cd" text,
	"benefit_returned" boolean DEFAULT false NOT NULL,
	"refund_type_cd" text NOT NULL,
	"bank_name" text,
	"bank_account" text,
	"bank_account_name" text,
	"delivery_id" integer,
	"recall_name" text,
	"recall_email" text,
	"recall_mobile" text,
	"recall_mobile2" text,
	"recall_tel" text,
	"recall_zipcode" text,
	"recall_addr1" text,
	"recall_addr2" text,
	"delivery_note" text,
	"recall_logistic_cd" text,
	"recall_invoice_number" text,
	"picked_up_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"reject_reason" text,
	"refund_failed" boolean DEFAULT false NOT NULL,
	"fee_paid_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revokes_type_check" CHECK ("revokes"."revoke_type_cd" in ('취소', '반품')),
	CONSTRAINT "revokes_progress_check" CHECK ("revokes"."revoke_progress_cd" in ('반품비결제대기', '환불대기', '환불자동', '환불지시', '환불완료', '반려', '철회')),
	CONSTRAINT "revokes_refund_type_check" CHECK ("revokes"."refund_type_cd" in ('Card', 'Bank', 'None')),
	CONSTRAINT "revokes_amounts_check" CHECK ("revokes"."refund_for_products" >= 0 and "revokes"."refund_for_delivery" >= 0 and "revokes"."recall_fee" >= 0
        and "revokes"."refund_total" = "revokes"."refund_for_products" + "revokes"."refund_for_delivery")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_revoke_id_revokes_revoke_id_fk" FOREIGN KEY ("revoke_id") REFERENCES "public"."revokes"("revoke_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoke_fee_payments" ADD CONSTRAINT "revoke_fee_payments_revoke_id_revokes_revoke_id_fk" FOREIGN KEY ("revoke_id") REFERENCES "public"."revokes"("revoke_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoke_items" ADD CONSTRAINT "revoke_items_revoke_id_revokes_revoke_id_fk" FOREIGN KEY ("revoke_id") REFERENCES "public"."revokes"("revoke_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoke_items" ADD CONSTRAINT "revoke_items_order_item_id_order_items_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("order_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revokes" ADD CONSTRAINT "revokes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_revoke_idx" ON "refunds" USING btree ("revoke_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_in_flight_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'requesting';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_done_per_revoke_idx" ON "refunds" USING btree ("revoke_id") WHERE "refunds"."status" in ('requesting', 'done');--> statement-breakpoint
CREATE INDEX "revoke_fee_payments_revoke_idx" ON "revoke_fee_payments" USING btree ("revoke_id");--> statement-breakpoint
CREATE INDEX "revoke_items_revoke_idx" ON "revoke_items" USING btree ("revoke_id");--> statement-breakpoint
CREATE INDEX "revoke_items_order_item_idx" ON "revoke_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "revokes_member_requested_idx" ON "revokes" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "revokes_order_idx" ON "revokes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "revokes_progress_idx" ON "revokes" USING btree ("revoke_progress_cd","requested_at");