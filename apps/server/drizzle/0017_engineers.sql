CREATE TABLE "sn_engineer_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_engineer_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"engineer_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"reject_reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_engineer_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_engineer_inspection" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_engineer_inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"engineer_id" bigint NOT NULL,
	"inspected_on" date NOT NULL,
	"result" varchar(16) NOT NULL,
	"score" integer,
	"remark" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_engineer_inspection" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_engineer_post_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_engineer_post_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"engineer_id" bigint NOT NULL,
	"from_stat" varchar(16) NOT NULL,
	"to_stat" varchar(16) NOT NULL,
	"reason" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_engineer_post_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_engineer_promotion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_engineer_promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"engineer_id" bigint NOT NULL,
	"from_level" varchar(16) NOT NULL,
	"to_level" varchar(16) NOT NULL,
	"promoted_on" date NOT NULL,
	"reason" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sn_engineer_promotion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site_engineer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_engineer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"job_no" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"login_account" varchar(64) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"engineer_type" varchar(16) NOT NULL,
	"post_stat" varchar(16) DEFAULT 'on_job' NOT NULL,
	"level" varchar(16) DEFAULT 'novice' NOT NULL,
	"education" varchar(16),
	"sex" varchar(1),
	"daily_capacity" integer DEFAULT 10 NOT NULL,
	"id_number" varchar(18),
	"insurance_company" varchar(64),
	"insurance_policy_no" varchar(64),
	"insurance_expiry" date,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sn_site_engineer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sn_engineer_change_pending_uq" ON "sn_engineer_change" USING btree ("tenant_id","engineer_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "sn_engineer_change_dept_idx" ON "sn_engineer_change" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sn_engineer_inspection_engineer_idx" ON "sn_engineer_inspection" USING btree ("tenant_id","engineer_id");--> statement-breakpoint
CREATE INDEX "sn_engineer_post_log_engineer_idx" ON "sn_engineer_post_log" USING btree ("tenant_id","engineer_id");--> statement-breakpoint
CREATE INDEX "sn_engineer_promotion_engineer_idx" ON "sn_engineer_promotion" USING btree ("tenant_id","engineer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_engineer_job_no_uq" ON "sn_site_engineer" USING btree ("tenant_id","job_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_engineer_login_uq" ON "sn_site_engineer" USING btree ("tenant_id","login_account") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_engineer_user_uq" ON "sn_site_engineer" USING btree ("tenant_id","user_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sn_site_engineer_dept_idx" ON "sn_site_engineer" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE POLICY "sn_engineer_change_tenant" ON "sn_engineer_change" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_engineer_inspection_tenant" ON "sn_engineer_inspection" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_engineer_post_log_tenant" ON "sn_engineer_post_log" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_engineer_promotion_tenant" ON "sn_engineer_promotion" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_engineer_tenant" ON "sn_site_engineer" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);