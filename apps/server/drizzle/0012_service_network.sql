CREATE TABLE "sn_auto_dispatch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_auto_dispatch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"category_id" bigint,
	"service_type_id" bigint,
	"site_id" bigint NOT NULL,
	"engineer_id" bigint,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sn_auto_dispatch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"address_type" varchar(16) NOT NULL,
	"contact" varchar(32) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"area_id" bigint,
	"address" varchar(255) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_site_address" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_area" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"area_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_site_area" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"category_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_site_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"site_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"field_names" varchar(500) NOT NULL,
	"reason" text,
	"submitted_by" bigint NOT NULL,
	"submitted_by_name" varchar(64) NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_by" bigint,
	"audited_by_name" varchar(64),
	"audited_at" timestamp with time zone,
	"audit_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_site_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_image" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"name" varchar(128)
);
--> statement-breakpoint
ALTER TABLE "sn_site_image" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_inspection" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"site_id" bigint NOT NULL,
	"inspected_on" date NOT NULL,
	"inspector" varchar(32) NOT NULL,
	"score" integer NOT NULL,
	"result" varchar(16) NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_site_inspection" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "superior_dept_id" bigint;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "site_kind" varchar(16) DEFAULT 'outlet' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "star_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "operating_state" varchar(16) DEFAULT 'operating' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "area_id" bigint;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "lat" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "lng" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "manager_name" varchar(32);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "manager_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "contact_name" varchar(32);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "contact_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "email" varchar(64);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "contract_no" varchar(32);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "tax_number" varchar(32);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "invoice_type" varchar(16);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "bank_name" varchar(64);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "bank_account" varchar(32);--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "remote_base_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "remote_fee_rate" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "remote_fee_cap" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "mileage_fee_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "mileage_round_trip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "mileage_free_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "auto_dispatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "parts_min_order_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "urgent_parts_min_order_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "max_parts_per_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "monthly_urgent_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "credit_limit" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sn_site" ADD COLUMN "remark" text;--> statement-breakpoint
CREATE INDEX "sn_auto_dispatch_area_idx" ON "sn_auto_dispatch" USING btree ("tenant_id","area_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sn_site_address_parent_idx" ON "sn_site_address" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_area_uq" ON "sn_site_area" USING btree ("tenant_id","parent_id","area_id");--> statement-breakpoint
CREATE INDEX "sn_site_area_area_idx" ON "sn_site_area" USING btree ("tenant_id","area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_category_uq" ON "sn_site_category" USING btree ("tenant_id","parent_id","category_id");--> statement-breakpoint
CREATE INDEX "sn_site_change_site_idx" ON "sn_site_change" USING btree ("tenant_id","site_id","status");--> statement-breakpoint
CREATE INDEX "sn_site_image_parent_idx" ON "sn_site_image" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "sn_site_inspection_site_idx" ON "sn_site_inspection" USING btree ("tenant_id","site_id","inspected_on");--> statement-breakpoint
CREATE INDEX "sn_site_dept_idx" ON "sn_site" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE POLICY "sn_auto_dispatch_tenant" ON "sn_auto_dispatch" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_address_tenant" ON "sn_site_address" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_area_tenant" ON "sn_site_area" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_category_tenant" ON "sn_site_category" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_change_tenant" ON "sn_site_change" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_image_tenant" ON "sn_site_image" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_inspection_tenant" ON "sn_site_inspection" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);