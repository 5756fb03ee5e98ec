ALTER TABLE "sf_statement_line" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sf_statement_line" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "sf_statement_line" ADD COLUMN "updated_by" bigint;