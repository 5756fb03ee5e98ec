CREATE TABLE "intf_fail_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intf_fail_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"interface_name" varchar(32) NOT NULL,
	"business_key" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"request_payload" jsonb NOT NULL,
	"job_type" varchar(32) NOT NULL,
	"job_payload" jsonb NOT NULL,
	"last_error" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"handle_remark" varchar(500),
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "intf_fail_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "intf_fail_record_time_idx" ON "intf_fail_record" USING btree ("tenant_id","last_failed_at");--> statement-breakpoint
CREATE INDEX "intf_fail_record_key_idx" ON "intf_fail_record" USING btree ("tenant_id","interface_name","business_key");--> statement-breakpoint
CREATE POLICY "intf_fail_record_tenant" ON "intf_fail_record" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);