CREATE TABLE "withdrawal_exceptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_exceptions" ADD CONSTRAINT "withdrawal_exceptions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_exceptions" ADD CONSTRAINT "withdrawal_exceptions_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;