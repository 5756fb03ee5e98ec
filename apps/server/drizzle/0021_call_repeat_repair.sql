ALTER TABLE "so_order" ADD COLUMN "repeat_of_order_id" bigint;--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "repeat_of_order_no" varchar(32);