DROP INDEX "so_recall_line_order_uq";--> statement-breakpoint
ALTER TABLE "so_recall_line" ADD COLUMN "completion_rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "so_recall_line_order_uq" ON "so_recall_line" USING btree ("tenant_id","order_id") WHERE completion_rejected_at is null;