CREATE SEQUENCE "public"."sf_batch_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sf_statement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sf_statement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"statement_no" varchar(32) NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(16) DEFAULT 'generated' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"order_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"sheet_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"fee_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"deduction_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"objection_reason" text,
	"invoice_no" varchar(64),
	"invoice_amount" numeric(14, 2),
	"tax_rate" numeric(5, 2),
	"vbeln" varchar(32),
	"vgbel" varchar(32),
	"aubel" varchar(32),
	"name1" varchar(128),
	"fkdat" varchar(16),
	"kunnr" varchar(32),
	"invoice_image" bigint,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sf_statement" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_statement_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_statement_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sf_statement_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_statement_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_statement_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"source_id" bigint NOT NULL,
	"source_no" varchar(64) NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"remark" varchar(255),
	"live" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sf_statement_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sf_statement_no_uq" ON "sf_statement" USING btree ("tenant_id","statement_no");--> statement-breakpoint
CREATE INDEX "sf_statement_status_idx" ON "sf_statement" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sf_statement_dept_idx" ON "sf_statement" USING btree ("tenant_id","dept_id","id");--> statement-breakpoint
CREATE INDEX "sf_statement_batch_idx" ON "sf_statement" USING btree ("tenant_id","batch_no");--> statement-breakpoint
CREATE INDEX "sf_statement_history_statement_idx" ON "sf_statement_history" USING btree ("tenant_id","statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sf_statement_line_live_uq" ON "sf_statement_line" USING btree ("tenant_id","kind","source_id") WHERE live;--> statement-breakpoint
CREATE INDEX "sf_statement_line_statement_idx" ON "sf_statement_line" USING btree ("tenant_id","statement_id","kind","id");--> statement-breakpoint
CREATE POLICY "sf_statement_tenant" ON "sf_statement" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_statement_history_tenant" ON "sf_statement_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_statement_line_tenant" ON "sf_statement_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);