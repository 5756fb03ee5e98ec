CREATE TABLE "sys_table_setting" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"table_name" varchar(64) NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_table_setting_tenant_id_user_id_table_name_pk" PRIMARY KEY("tenant_id","user_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "sys_table_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sys_table_setting_tenant" ON "sys_table_setting" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);