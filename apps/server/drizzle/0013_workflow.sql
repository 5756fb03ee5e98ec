CREATE TABLE "wf_definition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_definition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"business_type" varchar(64) NOT NULL,
	"manual_start" boolean DEFAULT false NOT NULL,
	"steps" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"to_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_instance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"definition_id" bigint NOT NULL,
	"definition_key" varchar(64) NOT NULL,
	"definition_name" varchar(128) NOT NULL,
	"business_type" varchar(64) NOT NULL,
	"business_id" bigint,
	"title" varchar(200) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"initiator_id" bigint NOT NULL,
	"dept_id" bigint,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"current_step" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"candidate_ids" bigint[] NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_key_uq" ON "wf_definition" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "wf_history_instance_idx" ON "wf_history" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "wf_history_user_idx" ON "wf_history" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_running_uq" ON "wf_instance" USING btree ("tenant_id","business_type","business_id") WHERE status = 'running' and business_id is not null;--> statement-breakpoint
CREATE INDEX "wf_instance_initiator_idx" ON "wf_instance" USING btree ("tenant_id","initiator_id");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "wf_task_candidates_idx" ON "wf_task" USING gin ("candidate_ids");--> statement-breakpoint
CREATE POLICY "wf_definition_tenant" ON "wf_definition" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wf_history_tenant" ON "wf_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wf_instance_tenant" ON "wf_instance" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "wf_task_tenant" ON "wf_task" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);