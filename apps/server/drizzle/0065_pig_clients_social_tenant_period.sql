CREATE TABLE "sys_social_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_social_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"type" varchar(16) NOT NULL,
	"app_id" varchar(128) NOT NULL,
	"app_secret" text NOT NULL,
	"redirect_url" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_social_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_oauth_client" ADD COLUMN "expired_status" integer DEFAULT 424 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oauth_client" ADD COLUMN "redirect_uri" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oauth_client" ADD COLUMN "authorities" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oauth_client" ADD COLUMN "auto_approve" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_details_type_uq" ON "sys_social_details" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE POLICY "sys_social_details_tenant" ON "sys_social_details" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);