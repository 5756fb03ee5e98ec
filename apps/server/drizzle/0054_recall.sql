CREATE TABLE "so_recall_assessment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_recall_assessment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"history_id" bigint,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"site_id" bigint,
	"dept_id" bigint,
	"engineer_id" bigint,
	"problem" varchar(16) NOT NULL,
	"question" varchar(200),
	"satisfaction" varchar(20),
	"remark" text DEFAULT '' NOT NULL,
	"sheet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "so_recall_assessment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_recall_header" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_recall_header_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"date_from" date,
	"date_to" date,
	"site_id" bigint,
	"found" integer DEFAULT 0 NOT NULL,
	"sampled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "so_recall_header" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_recall_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_recall_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"action" varchar(20) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64),
	"remark" text DEFAULT '' NOT NULL,
	"phone" varchar(32),
	"outcome" varchar(16),
	"satisfaction" varchar(20),
	"answers" jsonb,
	"call_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_recall_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_recall_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_recall_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"header_id" bigint,
	"setting_id" bigint,
	"source" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'screening' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"order_type" varchar(16),
	"site_id" bigint,
	"dept_id" bigint,
	"engineer_id" bigint,
	"cust_id" bigint,
	"cust_name" varchar(64),
	"phone" varchar(32),
	"finished_at" timestamp with time zone,
	"due_date" date,
	"assignee_id" bigint,
	"assignee_name" varchar(64),
	"call_count" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"outcome" varchar(16),
	"verdict" varchar(12),
	"satisfaction" varchar(20),
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"drop_reason" text,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_recall_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "item_category_id" bigint;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "site_id" bigint;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "engineer_id" bigint;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "always_complaints" boolean;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "repeat_days" integer;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "exclude_days" integer;--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
CREATE INDEX "so_recall_assessment_site_idx" ON "so_recall_assessment" USING btree ("tenant_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "so_recall_assessment_line_idx" ON "so_recall_assessment" USING btree ("tenant_id","line_id");--> statement-breakpoint
CREATE INDEX "so_recall_header_created_idx" ON "so_recall_header" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "so_recall_history_line_idx" ON "so_recall_history" USING btree ("tenant_id","line_id","id");--> statement-breakpoint
CREATE INDEX "so_recall_history_created_idx" ON "so_recall_history" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "so_recall_line_order_uq" ON "so_recall_line" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_recall_line_status_idx" ON "so_recall_line" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "so_recall_line_cust_idx" ON "so_recall_line" USING btree ("tenant_id","cust_id","created_at");--> statement-breakpoint
CREATE INDEX "so_recall_line_assignee_idx" ON "so_recall_line" USING btree ("tenant_id","assignee_id") WHERE status in ('pending', 'second', 'imported');--> statement-breakpoint
CREATE POLICY "so_recall_assessment_tenant" ON "so_recall_assessment" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_recall_header_tenant" ON "so_recall_header" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_recall_history_tenant" ON "so_recall_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_recall_line_tenant" ON "so_recall_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);