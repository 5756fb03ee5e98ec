CREATE TABLE "bas_buy_channel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_buy_channel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"channel_type" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_buy_channel" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_buy_shop" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_buy_shop_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"channel_id" bigint NOT NULL,
	"contact" varchar(32),
	"phone" varchar(20),
	"address" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_buy_shop" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_check_subject" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_check_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_name" varchar(64),
	"concurrent" boolean DEFAULT false NOT NULL,
	"appeal_days" integer DEFAULT 0 NOT NULL,
	"branch_appeal" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_check_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_fault_reason" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_fault_reason_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"symptom_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_fault_reason" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_fault_symptom" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_fault_symptom_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"category_id" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_fault_symptom" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_fin_subject" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_fin_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_fin_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_fix_method" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_fix_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"reason_id" bigint NOT NULL,
	"need_parts" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_fix_method" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"model" varchar(64) NOT NULL,
	"category_id" bigint NOT NULL,
	"brand" varchar(64),
	"unit" varchar(8) DEFAULT 'pcs' NOT NULL,
	"warranty_months" integer DEFAULT 12 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_item_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_item_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_item_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_item_price" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_item_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"price_type" varchar(16) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_item_price" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_knowledge_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_knowledge_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_knowledge_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"model" varchar(64),
	"category_id" bigint NOT NULL,
	"purchase_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"factory_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"level1_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"level2_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"retail_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"unit" varchar(8) DEFAULT 'pcs' NOT NULL,
	"supply_status" varchar(16) DEFAULT 'normal' NOT NULL,
	"purchase_status" varchar(16) DEFAULT 'allowed' NOT NULL,
	"abc_class" varchar(1),
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"min_apply" integer DEFAULT 0 NOT NULL,
	"max_apply" integer DEFAULT 0 NOT NULL,
	"max_replace" integer DEFAULT 0 NOT NULL,
	"purchase_lead_days" integer DEFAULT 0 NOT NULL,
	"delivery_lead_days" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_parts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_parts_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_parts_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_warehouse" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"warehouse_type" varchar(16) NOT NULL,
	"storekeeper" varchar(32),
	"dept_id" bigint,
	"address" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_warehouse" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_warehouse_location" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_warehouse_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64),
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_warehouse_location" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_special_fee_subject" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_special_fee_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"max_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"need_attachment" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sf_special_fee_subject" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_buy_channel_code_uq" ON "bas_buy_channel" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_buy_shop_code_uq" ON "bas_buy_shop" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_buy_shop_channel_idx" ON "bas_buy_shop" USING btree ("tenant_id","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_check_subject_code_uq" ON "bas_check_subject" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_check_subject_parent_idx" ON "bas_check_subject" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_fault_reason_code_uq" ON "bas_fault_reason" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_fault_reason_symptom_idx" ON "bas_fault_reason" USING btree ("tenant_id","symptom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_fault_symptom_code_uq" ON "bas_fault_symptom" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_fin_subject_code_uq" ON "bas_fin_subject" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_fix_method_code_uq" ON "bas_fix_method" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_fix_method_reason_idx" ON "bas_fix_method" USING btree ("tenant_id","reason_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_item_code_uq" ON "bas_item" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_item_category_idx" ON "bas_item" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_item_category_code_uq" ON "bas_item_category" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_item_category_parent_idx" ON "bas_item_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_item_price_uq" ON "bas_item_price" USING btree ("tenant_id","item_id","price_type","valid_from") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_knowledge_type_code_uq" ON "bas_knowledge_type" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_knowledge_type_parent_idx" ON "bas_knowledge_type" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_parts_code_uq" ON "bas_parts" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_parts_category_idx" ON "bas_parts" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_parts_category_code_uq" ON "bas_parts_category" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_parts_category_parent_idx" ON "bas_parts_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_warehouse_code_uq" ON "bas_warehouse" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_warehouse_location_code_uq" ON "bas_warehouse_location" USING btree ("tenant_id","parent_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sf_special_fee_subject_code_uq" ON "sf_special_fee_subject" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE POLICY "bas_buy_channel_tenant" ON "bas_buy_channel" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_buy_shop_tenant" ON "bas_buy_shop" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_check_subject_tenant" ON "bas_check_subject" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_fault_reason_tenant" ON "bas_fault_reason" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_fault_symptom_tenant" ON "bas_fault_symptom" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_fin_subject_tenant" ON "bas_fin_subject" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_fix_method_tenant" ON "bas_fix_method" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_item_tenant" ON "bas_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_item_category_tenant" ON "bas_item_category" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_item_price_tenant" ON "bas_item_price" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_knowledge_type_tenant" ON "bas_knowledge_type" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_parts_tenant" ON "bas_parts" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_parts_category_tenant" ON "bas_parts_category" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_warehouse_tenant" ON "bas_warehouse" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_warehouse_location_tenant" ON "bas_warehouse_location" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_special_fee_subject_tenant" ON "sf_special_fee_subject" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);