CREATE SEQUENCE "public"."sf_bill_slip_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sf_bill_slip" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_bill_slip_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"slip_no" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'pendingApproval' NOT NULL,
	"statement_id" bigint NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"posting_subject_id" bigint NOT NULL,
	"year_month" varchar(7) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"handling_fee" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"actual_amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"estimated_arrival_date" date,
	"actual_arrival_date" date,
	"payee_name" varchar(128) NOT NULL,
	"payee_bank" varchar(64) NOT NULL,
	"payee_account" varchar(32) NOT NULL,
	"payer_name" varchar(128) NOT NULL,
	"payer_bank" varchar(64) NOT NULL,
	"payer_account" varchar(32) NOT NULL,
	"image" bigint,
	"remark" text,
	"approval_remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sf_bill_slip_amount_ck" CHECK ("sf_bill_slip"."amount" > 0 and "sf_bill_slip"."handling_fee" >= 0 and "sf_bill_slip"."handling_fee" < "sf_bill_slip"."amount" and "sf_bill_slip"."actual_amount" = "sf_bill_slip"."amount" - "sf_bill_slip"."handling_fee")
);
--> statement-breakpoint
ALTER TABLE "sf_bill_slip" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_bill_slip_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_bill_slip_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"slip_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sf_bill_slip_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sf_bill_slip_no_uq" ON "sf_bill_slip" USING btree ("tenant_id","slip_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sf_bill_slip_statement_uq" ON "sf_bill_slip" USING btree ("tenant_id","statement_id") WHERE status <> 'cancelled' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "sf_bill_slip_status_idx" ON "sf_bill_slip" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sf_bill_slip_dept_idx" ON "sf_bill_slip" USING btree ("tenant_id","dept_id","id");--> statement-breakpoint
CREATE INDEX "sf_bill_slip_history_slip_idx" ON "sf_bill_slip_history" USING btree ("tenant_id","slip_id","id");--> statement-breakpoint
CREATE POLICY "sf_bill_slip_tenant" ON "sf_bill_slip" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_bill_slip_history_tenant" ON "sf_bill_slip_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);