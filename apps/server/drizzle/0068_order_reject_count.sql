ALTER TABLE "so_order" ADD COLUMN "reject_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rpt_order_fact" ADD COLUMN "rejected" integer DEFAULT 0 NOT NULL;