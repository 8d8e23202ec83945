CREATE TABLE "order_notes" (
	"order_note_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_ordered_idx" ON "orders" USING btree ("ordered_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_progress_ordered_idx" ON "orders" USING btree ("order_progress_cd","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_payment_type_ordered_idx" ON "orders" USING btree ("payment_type_cd","ordered_at");--> statement-breakpoint
CREATE INDEX "payments_status_requested_idx" ON "payments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "payments_approved_idx" ON "payments" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "refunds_done_idx" ON "refunds" USING btree ("done_at");