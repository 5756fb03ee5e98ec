CREATE SEQUENCE "public"."sp_parts_apply_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sp_parts_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_apply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_no" varchar(32) NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"dept_id" bigint NOT NULL,
	"owner_id" bigint,
	"warehouse_id" bigint NOT NULL,
	"supply_warehouse_id" bigint NOT NULL,
	"apply_type" varchar(8) DEFAULT 'sales' NOT NULL,
	"price_level" varchar(8) DEFAULT 'level1' NOT NULL,
	"urgency" varchar(8) DEFAULT 'normal' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"delivery" varchar(12) DEFAULT 'undelivered' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"carrier" varchar(64),
	"waybill_number" varchar(64),
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"audit_remark" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sp_parts_apply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_apply_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_apply_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sp_parts_apply_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_apply_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_apply_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"fault_symptom_id" bigint,
	"fault" varchar(255),
	"remark" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "sp_parts_apply_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_parts_apply_no_uq" ON "sp_parts_apply" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE INDEX "sp_parts_apply_status_idx" ON "sp_parts_apply" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sp_parts_apply_order_idx" ON "sp_parts_apply" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "sp_parts_apply_dept_idx" ON "sp_parts_apply" USING btree ("tenant_id","dept_id","submitted_at");--> statement-breakpoint
CREATE INDEX "sp_parts_apply_history_apply_idx" ON "sp_parts_apply_history" USING btree ("tenant_id","apply_id","id");--> statement-breakpoint
CREATE INDEX "sp_parts_apply_line_parent_idx" ON "sp_parts_apply_line" USING btree ("tenant_id","parent_id","line_no");--> statement-breakpoint
CREATE POLICY "sp_parts_apply_tenant" ON "sp_parts_apply" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_apply_history_tenant" ON "sp_parts_apply_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_apply_line_tenant" ON "sp_parts_apply_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);