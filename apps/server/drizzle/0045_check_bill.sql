CREATE SEQUENCE "public"."sf_check_bill_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sf_check_bill" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_check_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"subject_id" bigint NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"appeal_days" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"issued_at" timestamp with time zone,
	"appeal_deadline" timestamp with time zone,
	"remark" text NOT NULL,
	"appeal_reason" text,
	"re_audit_remark" text,
	"statement_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sf_check_bill_amount_ck" CHECK ("sf_check_bill"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sf_check_bill" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_check_bill_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_check_bill_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sf_check_bill_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sf_check_bill_no_uq" ON "sf_check_bill" USING btree ("tenant_id","bill_no");--> statement-breakpoint
CREATE INDEX "sf_check_bill_status_idx" ON "sf_check_bill" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sf_check_bill_site_idx" ON "sf_check_bill" USING btree ("tenant_id","site_id","status");--> statement-breakpoint
CREATE INDEX "sf_check_bill_dept_idx" ON "sf_check_bill" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sf_check_bill_order_idx" ON "sf_check_bill" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "sf_check_bill_history_bill_idx" ON "sf_check_bill_history" USING btree ("tenant_id","bill_id","id");--> statement-breakpoint
CREATE POLICY "sf_check_bill_tenant" ON "sf_check_bill" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_check_bill_history_tenant" ON "sf_check_bill_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);