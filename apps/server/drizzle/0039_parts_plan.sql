CREATE SEQUENCE "public"."sp_parts_plan_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sp_parts_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"plan_no" varchar(32) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"supply_warehouse_id" bigint,
	"period_days" integer NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"doc_kind" varchar(12),
	"doc_id" bigint,
	"doc_no" varchar(32),
	"confirmed_at" timestamp with time zone,
	"cancel_reason" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sp_parts_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_plan_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_plan_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sp_parts_plan_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_plan_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_plan_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint NOT NULL,
	"consumed_qty" integer DEFAULT 0 NOT NULL,
	"avg_daily" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"lead_demand" integer DEFAULT 0 NOT NULL,
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"open_needs" integer DEFAULT 0 NOT NULL,
	"min_apply" integer DEFAULT 0 NOT NULL,
	"max_apply" integer DEFAULT 0 NOT NULL,
	"purchase_status" varchar(16) DEFAULT 'allowed' NOT NULL,
	"raw_qty" integer DEFAULT 0 NOT NULL,
	"suggested_qty" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"note" varchar(16)
);
--> statement-breakpoint
ALTER TABLE "sp_parts_plan_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bas_company_config" ADD COLUMN "old_part_return_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_parts_plan_no_uq" ON "sp_parts_plan" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE INDEX "sp_parts_plan_status_idx" ON "sp_parts_plan" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sp_parts_plan_warehouse_idx" ON "sp_parts_plan" USING btree ("tenant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "sp_parts_plan_history_plan_idx" ON "sp_parts_plan_history" USING btree ("tenant_id","plan_id","id");--> statement-breakpoint
CREATE INDEX "sp_parts_plan_line_parent_idx" ON "sp_parts_plan_line" USING btree ("tenant_id","parent_id","line_no");--> statement-breakpoint
CREATE POLICY "sp_parts_plan_tenant" ON "sp_parts_plan" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_plan_history_tenant" ON "sp_parts_plan_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_plan_line_tenant" ON "sp_parts_plan_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);