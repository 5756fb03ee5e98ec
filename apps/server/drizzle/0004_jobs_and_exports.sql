CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"type" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intf_download_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intf_download_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"resource" varchar(64) NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"size_bytes" bigint,
	"row_count" bigint,
	"status" varchar(20) DEFAULT 'processing' NOT NULL,
	"file_deleted" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"delete_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "intf_download_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sys_job_claim_idx" ON "sys_job" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "intf_download_record_user_idx" ON "intf_download_record" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE POLICY "intf_download_record_tenant" ON "intf_download_record" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);