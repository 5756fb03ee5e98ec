CREATE SEQUENCE "public"."wk_quality_report_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."wk_good_comment_apply_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wk_quality_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_quality_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"report_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"dept_id" bigint NOT NULL,
	"site_id" bigint,
	"item_id" bigint NOT NULL,
	"model" varchar(64) NOT NULL,
	"serial_no" varchar(64),
	"order_id" bigint,
	"order_no" varchar(32),
	"facts" text NOT NULL,
	"severity" varchar(12) NOT NULL,
	"injury" boolean,
	"damage" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"return_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wk_quality_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wk_quality_report_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_quality_report_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wk_quality_report_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wk_good_comment_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_good_comment_apply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"praise" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_claimed" numeric(12, 2) NOT NULL,
	"amount_granted" numeric(12, 2),
	"checked_by" bigint,
	"checked_at" timestamp with time zone,
	"check_remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wk_good_comment_apply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wk_good_comment_apply_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_good_comment_apply_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wk_good_comment_apply_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bas_push_log" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bas_push_log" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "bas_push_log" ADD COLUMN "updated_by" bigint;--> statement-breakpoint
ALTER TABLE "bas_push_log" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "wk_quality_report_no_uq" ON "wk_quality_report" USING btree ("tenant_id","report_no");--> statement-breakpoint
CREATE INDEX "wk_quality_report_status_idx" ON "wk_quality_report" USING btree ("tenant_id","kind","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "wk_quality_report_dept_idx" ON "wk_quality_report" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "wk_quality_report_order_idx" ON "wk_quality_report" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "wk_quality_report_history_idx" ON "wk_quality_report_history" USING btree ("tenant_id","report_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wk_good_comment_apply_no_uq" ON "wk_good_comment_apply" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wk_good_comment_apply_order_uq" ON "wk_good_comment_apply" USING btree ("tenant_id","order_id") WHERE deleted_at is null and status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "wk_good_comment_apply_status_idx" ON "wk_good_comment_apply" USING btree ("tenant_id","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "wk_good_comment_apply_dept_idx" ON "wk_good_comment_apply" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "wk_good_comment_apply_history_idx" ON "wk_good_comment_apply_history" USING btree ("tenant_id","apply_id","id");--> statement-breakpoint
CREATE POLICY "wk_quality_report_tenant" ON "wk_quality_report" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wk_quality_report_history_tenant" ON "wk_quality_report_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wk_good_comment_apply_tenant" ON "wk_good_comment_apply" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wk_good_comment_apply_history_tenant" ON "wk_good_comment_apply_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);