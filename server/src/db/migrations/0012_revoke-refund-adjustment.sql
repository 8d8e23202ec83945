ALTER TABLE "revokes" DROP CONSTRAINT "revokes_amounts_check";--> statement-breakpoint
ALTER TABLE "revokes" ADD COLUMN "refund_adjustment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revokes" ADD CONSTRAINT "revokes_amounts_check" CHECK ("revokes"."refund_for_products" >= 0 and "revokes"."refund_for_delivery" >= 0 and "revokes"."recall_fee" >= 0
        and "revokes"."refund_total" >= 0
        and "revokes"."refund_total" = "revokes"."refund_for_products" + "revokes"."refund_for_delivery" + "revokes"."refund_adjustment");