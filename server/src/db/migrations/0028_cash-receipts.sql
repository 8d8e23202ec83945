CREATE TABLE "cash_receipts" (
	"receipt_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cause" text NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"identifier" text NOT NULL,
	"self_issued" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"tax_free" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"replaces" integer,
	"receipt_tid" text,
	"approval_number" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "cash_receipts_cause_unique" UNIQUE("order_id","cause"),
	CONSTRAINT "cash_receipts_status_check" CHECK ("cash_receipts"."status" in ('pending', 'issued', 'refused', 'cancelling', 'cancelled')),
	CONSTRAINT "cash_receipts_amounts_check" CHECK ("cash_receipts"."amount" > 0 and "cash_receipts"."tax_free" between 0 and "cash_receipts"."amount")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_number" text;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_receipts_order_idx" ON "cash_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cash_receipts_open_idx" ON "cash_receipts" USING btree ("status") WHERE "cash_receipts"."status" in ('pending', 'cancelling');