CREATE SEQUENCE "public"."wk_exchange_bill_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wk_exchange_bill" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_exchange_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'saved' NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"type" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"category_id" bigint NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"item_id" bigint,
	"product_name" varchar(128),
	"consignee" varchar(64) NOT NULL,
	"contact" varchar(11) NOT NULL,
	"address" varchar(255) NOT NULL,
	"credit_amount" numeric(12, 2),
	"difference" numeric(12, 2),
	"fault_photo" varchar(500),
	"environment_photo" varchar(500),
	"name_plate_photo" varchar(500),
	"serial_photo" varchar(500),
	"video" varchar(500),
	"old_return" varchar(8) DEFAULT 'none' NOT NULL,
	"old_logistics" varchar(64),
	"old_tracking_no" varchar(64),
	"old_signed_at" timestamp with time zone,
	"new_ship" varchar(8) DEFAULT 'none' NOT NULL,
	"new_logistics" varchar(64),
	"new_tracking_no" varchar(64),
	"new_signed_at" timestamp with time zone,
	"audit_remark" text,
	"scope_dept_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wk_exchange_bill" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wk_exchange_bill_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wk_exchange_bill_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wk_exchange_bill_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wk_exchange_bill_no_uq" ON "wk_exchange_bill" USING btree ("tenant_id","bill_no");--> statement-breakpoint
CREATE INDEX "wk_exchange_bill_order_idx" ON "wk_exchange_bill" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "wk_exchange_bill_status_idx" ON "wk_exchange_bill" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "wk_exchange_bill_history_bill_idx" ON "wk_exchange_bill_history" USING btree ("tenant_id","bill_id","id");--> statement-breakpoint
CREATE POLICY "wk_exchange_bill_tenant" ON "wk_exchange_bill" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wk_exchange_bill_history_tenant" ON "wk_exchange_bill_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);