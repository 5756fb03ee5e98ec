CREATE TABLE "so_recall_robot" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_recall_robot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"dept_id" bigint,
	"phone" varchar(32) NOT NULL,
	"script" text NOT NULL,
	"provider" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"outcome" varchar(16),
	"satisfaction" varchar(20),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "so_recall_robot" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_recall_robot_outstanding_uq" ON "so_recall_robot" USING btree ("tenant_id","line_id") WHERE status in ('recorded', 'queued', 'sent');--> statement-breakpoint
CREATE INDEX "so_recall_robot_created_idx" ON "so_recall_robot" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "so_recall_robot_tenant" ON "so_recall_robot" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);