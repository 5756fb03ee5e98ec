CREATE SEQUENCE "public"."so_complaint_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "so_complaint" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_complaint_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"complaint_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'registered' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"customer_name" varchar(64) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"site_id" bigint,
	"dept_id" bigint NOT NULL,
	"complaint_nature" varchar(16) NOT NULL,
	"complaint_object" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sla_id" bigint,
	"response_due_at" timestamp with time zone,
	"response_remind_at" timestamp with time zone,
	"resolve_due_at" timestamp with time zone,
	"resolve_remind_at" timestamp with time zone,
	"handler_id" bigint,
	"handler_name" varchar(64),
	"accepted_at" timestamp with time zone,
	"escalated_to" varchar(8),
	"escalate_reason" text,
	"escalated_at" timestamp with time zone,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"satisfied" boolean,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_complaint" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_complaint_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_complaint_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"complaint_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_complaint_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_complaint_no_uq" ON "so_complaint" USING btree ("tenant_id","complaint_no");--> statement-breakpoint
CREATE INDEX "so_complaint_status_idx" ON "so_complaint" USING btree ("tenant_id","status","resolve_due_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "so_complaint_dept_idx" ON "so_complaint" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "so_complaint_order_idx" ON "so_complaint" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_complaint_history_idx" ON "so_complaint_history" USING btree ("tenant_id","complaint_id","id");--> statement-breakpoint
CREATE POLICY "so_complaint_tenant" ON "so_complaint" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_complaint_history_tenant" ON "so_complaint_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);