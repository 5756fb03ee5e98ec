CREATE TABLE "sys_wechat_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_wechat_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"user_id" bigint NOT NULL,
	"template" varchar(64) NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(255),
	"provider" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_wechat_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sys_wechat_outbox_time_idx" ON "sys_wechat_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "sys_wechat_outbox_tenant" ON "sys_wechat_outbox" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);