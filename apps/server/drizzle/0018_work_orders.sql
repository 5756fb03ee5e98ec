CREATE TABLE "so_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"external_no" varchar(64),
	"parent_no" varchar(32),
	"order_type" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"service_type_id" bigint NOT NULL,
	"user_type" varchar(1) NOT NULL,
	"urgency" varchar(1) DEFAULT '1' NOT NULL,
	"brand" varchar(64) NOT NULL,
	"category_id" bigint NOT NULL,
	"item_id" bigint,
	"serial_no" varchar(64),
	"asset_id" bigint,
	"purchase_date" date,
	"channel_id" bigint,
	"shop_id" bigint,
	"warranty_type" varchar(1) DEFAULT '3' NOT NULL,
	"cust_id" bigint,
	"customer_name" varchar(64) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"second_phone" varchar(20),
	"province_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"district_id" bigint NOT NULL,
	"address" varchar(255) NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"complaint_nature" varchar(16),
	"complaint_object" varchar(16),
	"fault_desc" text,
	"expect_at" timestamp,
	"remark" text,
	"status" smallint DEFAULT 1010 NOT NULL,
	"holder" varchar(8) DEFAULT 'hq' NOT NULL,
	"audit" varchar(8) DEFAULT 'none' NOT NULL,
	"parts" varchar(12) DEFAULT 'none' NOT NULL,
	"sra" varchar(8) DEFAULT 'none' NOT NULL,
	"por" varchar(8) DEFAULT 'none' NOT NULL,
	"ship" varchar(12) DEFAULT 'none' NOT NULL,
	"closure" varchar(12) DEFAULT 'none' NOT NULL,
	"settle" varchar(12) DEFAULT 'none' NOT NULL,
	"visit" varchar(12) DEFAULT 'notVisited' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"centre_id" bigint,
	"site_id" bigint,
	"engineer_id" bigint,
	"engineer_user_id" bigint,
	"scope_dept_id" bigint,
	"report_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"appoint_at" timestamp with time zone,
	"first_appoint_at" timestamp with time zone,
	"second_appoint_at" timestamp with time zone,
	"appoint_count" integer DEFAULT 0 NOT NULL,
	"appoint_changes" integer DEFAULT 0 NOT NULL,
	"customer_pauses" integer DEFAULT 0 NOT NULL,
	"check_in_at" timestamp with time zone,
	"depart_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"network_confirmed_at" timestamp with time zone,
	"centre_audited_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"sla_id" bigint,
	"response_due_at" timestamp with time zone,
	"appoint_due_at" timestamp with time zone,
	"arrive_due_at" timestamp with time zone,
	"complete_due_at" timestamp with time zone,
	"fault_symptom_id" bigint,
	"fault_reason_id" bigint,
	"fix_method_id" bigint,
	"result_remark" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote_km" numeric(8, 1),
	"fee_service" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_remote" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_bonus" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_reward" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_adhoc" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_discount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"pay_method" varchar(16),
	"payer" varchar(64),
	"pay_account" varchar(64),
	"pay_status" varchar(12),
	"paid_at" timestamp with time zone,
	"pay_note" varchar(500),
	"pay_proof" bigint,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_order_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"from_holder" varchar(8),
	"to_holder" varchar(8) NOT NULL,
	"user_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_order_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_order_part" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_order_part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"barcode" varchar(64),
	"old_barcode" varchar(64),
	"quantity" integer NOT NULL,
	"factory_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"return_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_order_part" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_order_seq" (
	"tenant_id" bigint NOT NULL,
	"day" varchar(6) NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_order_seq" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_order_no_uq" ON "so_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "so_order_status_report_idx" ON "so_order" USING btree ("tenant_id","status","report_at");--> statement-breakpoint
CREATE INDEX "so_order_report_idx" ON "so_order" USING btree ("tenant_id","report_at");--> statement-breakpoint
CREATE INDEX "so_order_phone_idx" ON "so_order" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "so_order_serial_idx" ON "so_order" USING btree ("tenant_id","serial_no");--> statement-breakpoint
CREATE INDEX "so_order_cust_idx" ON "so_order" USING btree ("tenant_id","cust_id");--> statement-breakpoint
CREATE INDEX "so_order_scope_idx" ON "so_order" USING btree ("tenant_id","scope_dept_id","report_at");--> statement-breakpoint
CREATE INDEX "so_order_engineer_idx" ON "so_order" USING btree ("tenant_id","engineer_user_id","report_at");--> statement-breakpoint
CREATE INDEX "so_order_open_due_idx" ON "so_order" USING btree ("tenant_id","complete_due_at") WHERE status < 1250 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "so_order_history_order_idx" ON "so_order_history" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
CREATE INDEX "so_order_part_order_idx" ON "so_order_part" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_order_part_barcode_idx" ON "so_order_part" USING btree ("tenant_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "so_order_seq_uq" ON "so_order_seq" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "so_order_tenant" ON "so_order" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_order_history_tenant" ON "so_order_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_order_part_tenant" ON "so_order_part" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_order_seq_tenant" ON "so_order_seq" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);