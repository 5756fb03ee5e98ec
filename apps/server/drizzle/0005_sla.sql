CREATE TABLE "bas_sla" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_sla_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"order_type" varchar(16),
	"urgency" varchar(1),
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_sla" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_sla_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_sla_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"standard_minutes" integer NOT NULL,
	"reminder_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_sla_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_sla_name_uq" ON "bas_sla" USING btree ("tenant_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_sla_line_stage_uq" ON "bas_sla_line" USING btree ("tenant_id","parent_id","stage");--> statement-breakpoint
CREATE POLICY "bas_sla_tenant" ON "bas_sla" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_sla_line_tenant" ON "bas_sla_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);