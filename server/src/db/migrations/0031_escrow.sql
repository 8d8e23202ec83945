CREATE TABLE "escrows" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"logistic_cd" text NOT NULL,
	"invoice_no" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"registration" text DEFAULT 'pending' NOT NULL,
	"registered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"decision" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "escrows_tid_unique" UNIQUE("tid"),
	CONSTRAINT "escrows_registration_check" CHECK ("escrows"."registration" in ('pending', 'registered', 'refused')),
	CONSTRAINT "escrows_decision_check" CHECK ("escrows"."decision" is null or "escrows"."decision" in ('confirm', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "escrows" ADD CONSTRAINT "escrows_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escrows_open_idx" ON "escrows" USING btree ("registration","registered_at") WHERE "escrows"."decision" is null;