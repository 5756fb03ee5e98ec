CREATE SEQUENCE "public"."so_supervision_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "so_supervision" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_supervision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supervision_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"target_type" varchar(12) NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"engineer_id" bigint,
	"order_id" bigint,
	"order_no" varchar(32),
	"reason" text NOT NULL,
	"due_date" date NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handler_id" bigint,
	"handler_name" varchar(64),
	"handled_at" timestamp with time zone,
	"reply_content" text,
	"reply_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"close_remark" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_supervision" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_supervision_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_supervision_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supervision_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_supervision_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_supervision_no_uq" ON "so_supervision" USING btree ("tenant_id","supervision_no");--> statement-breakpoint
CREATE INDEX "so_supervision_status_idx" ON "so_supervision" USING btree ("tenant_id","status","due_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "so_supervision_dept_idx" ON "so_supervision" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "so_supervision_order_idx" ON "so_supervision" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_supervision_history_idx" ON "so_supervision_history" USING btree ("tenant_id","supervision_id","id");--> statement-breakpoint
CREATE POLICY "so_supervision_tenant" ON "so_supervision" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_supervision_history_tenant" ON "so_supervision_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);