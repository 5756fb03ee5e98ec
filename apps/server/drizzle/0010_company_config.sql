CREATE TABLE "bas_company_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_company_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"fault_symptom_required" boolean DEFAULT true NOT NULL,
	"fault_reason_required" boolean DEFAULT true NOT NULL,
	"fix_method_required" boolean DEFAULT true NOT NULL,
	"barcode_unique" boolean DEFAULT true NOT NULL,
	"barcode_check" boolean DEFAULT false NOT NULL,
	"cust_profile_review" boolean DEFAULT false NOT NULL,
	"max_appointment_changes" integer DEFAULT 3 NOT NULL,
	"repeat_repair_days" integer DEFAULT 30 NOT NULL,
	"auto_dispatch" boolean DEFAULT false NOT NULL,
	"appointment_template" text DEFAULT '' NOT NULL,
	"dispatch_template" text DEFAULT '' NOT NULL,
	"completion_template" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_company_config" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_company_config_tenant_uq" ON "bas_company_config" USING btree ("tenant_id");--> statement-breakpoint
CREATE POLICY "bas_company_config_tenant" ON "bas_company_config" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);