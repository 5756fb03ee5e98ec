CREATE SEQUENCE "public"."sp_parts_return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sp_parts_return" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_return_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"return_no" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"dept_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"target_warehouse_id" bigint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"carrier" varchar(64),
	"waybill_number" varchar(64),
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"rtv_destination" varchar(12),
	"rtv_carrier" varchar(64),
	"rtv_waybill_number" varchar(64),
	"rtv_at" timestamp with time zone,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sp_parts_return" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_return_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_return_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"return_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sp_parts_return_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_parts_return_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_parts_return_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"apply_line_id" bigint,
	"order_part_id" bigint,
	"order_id" bigint,
	"order_no" varchar(32),
	"unit_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"inspection" varchar(12) DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(255),
	"live" boolean DEFAULT true NOT NULL,
	"remark" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "sp_parts_return_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_parts_return_no_uq" ON "sp_parts_return" USING btree ("tenant_id","return_no");--> statement-breakpoint
CREATE INDEX "sp_parts_return_status_idx" ON "sp_parts_return" USING btree ("tenant_id","kind","status","id");--> statement-breakpoint
CREATE INDEX "sp_parts_return_dept_idx" ON "sp_parts_return" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sp_parts_return_history_return_idx" ON "sp_parts_return_history" USING btree ("tenant_id","return_id","id");--> statement-breakpoint
CREATE INDEX "sp_parts_return_line_parent_idx" ON "sp_parts_return_line" USING btree ("tenant_id","parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sp_parts_return_line_apply_idx" ON "sp_parts_return_line" USING btree ("tenant_id","apply_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sp_parts_return_line_order_part_uq" ON "sp_parts_return_line" USING btree ("tenant_id","order_part_id") WHERE live and order_part_id is not null;--> statement-breakpoint
CREATE POLICY "sp_parts_return_tenant" ON "sp_parts_return" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_return_history_tenant" ON "sp_parts_return_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_parts_return_line_tenant" ON "sp_parts_return_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);