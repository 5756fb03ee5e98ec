ALTER TABLE "so_recall_assessment" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "so_recall_history" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "so_recall_history" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "so_recall_history" ADD COLUMN "updated_by" bigint;--> statement-breakpoint
ALTER TABLE "so_recall_history" ADD COLUMN "deleted_at" timestamp with time zone;