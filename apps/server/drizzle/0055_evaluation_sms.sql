CREATE TABLE "so_evaluation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_evaluation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"sms_id" bigint,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	"score" smallint,
	"satisfaction" varchar(20),
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "so_evaluation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_evaluation_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_evaluation_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_evaluation_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_evaluation_order_uq" ON "so_evaluation" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "so_evaluation_sms_uq" ON "so_evaluation" USING btree ("tenant_id","sms_id");--> statement-breakpoint
CREATE INDEX "so_evaluation_phone_idx" ON "so_evaluation" USING btree ("tenant_id","phone","status");--> statement-breakpoint
CREATE INDEX "so_evaluation_history_idx" ON "so_evaluation_history" USING btree ("tenant_id","evaluation_id","id");--> statement-breakpoint
CREATE POLICY "so_evaluation_tenant" ON "so_evaluation" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_evaluation_history_tenant" ON "so_evaluation_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);