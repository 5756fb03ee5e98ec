CREATE TABLE "bas_locale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_locale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"date_format" varchar(16) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_locale" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_manufacturer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_manufacturer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"short_name" varchar(32),
	"contact" varchar(32),
	"phone" varchar(20),
	"address" varchar(255),
	"tax_number" varchar(20),
	"bank_name" varchar(64),
	"bank_account" varchar(32),
	"brands" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_manufacturer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_parts_order_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_order_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"manufacturer_id" bigint NOT NULL,
	"site_level" varchar(1) NOT NULL,
	"min_order_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"max_parts_per_order" integer DEFAULT 0 NOT NULL,
	"monthly_urgent_parts" integer DEFAULT 0 NOT NULL,
	"order_cycle_days" integer DEFAULT 7 NOT NULL,
	"approval_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_parts_order_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_push_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_push_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"event" varchar(24) NOT NULL,
	"target" varchar(16) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"template" text NOT NULL,
	"order_type" varchar(16),
	"urgency" varchar(1),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_push_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_recall_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_recall_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"order_type" varchar(16) NOT NULL,
	"service_type_id" bigint,
	"sampling_ratio" numeric(5, 2) NOT NULL,
	"delay_days" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_recall_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_recall_setting_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_recall_setting_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"question" varchar(200) NOT NULL,
	"answer_type" varchar(16) NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_recall_setting_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_locale_code_uq" ON "bas_locale" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_locale_default_uq" ON "bas_locale" USING btree ("tenant_id") WHERE is_default and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_manufacturer_code_uq" ON "bas_manufacturer" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_manufacturer_tax_number_uq" ON "bas_manufacturer" USING btree ("tenant_id","tax_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_parts_order_rule_level_uq" ON "bas_parts_order_rule" USING btree ("tenant_id","manufacturer_id","site_level") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_push_rule_code_uq" ON "bas_push_rule" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_push_rule_event_idx" ON "bas_push_rule" USING btree ("tenant_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_recall_setting_code_uq" ON "bas_recall_setting" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_recall_setting_line_question_uq" ON "bas_recall_setting_line" USING btree ("tenant_id","parent_id","question");--> statement-breakpoint
CREATE POLICY "bas_locale_tenant" ON "bas_locale" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_manufacturer_tenant" ON "bas_manufacturer" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_parts_order_rule_tenant" ON "bas_parts_order_rule" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_push_rule_tenant" ON "bas_push_rule" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_recall_setting_tenant" ON "bas_recall_setting" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_recall_setting_line_tenant" ON "bas_recall_setting_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);