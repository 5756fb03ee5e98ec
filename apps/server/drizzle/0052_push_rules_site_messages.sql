CREATE TABLE "sys_site_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_site_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" varchar(128) NOT NULL,
	"text" text NOT NULL,
	"link" varchar(255),
	"source_event" varchar(32) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_site_message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_push_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_push_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"event" varchar(32) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"subject_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_push_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_push_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_push_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint,
	"rule_code" varchar(32),
	"event" varchar(32) NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"target" varchar(16) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"recipient" varchar(64),
	"user_id" bigint,
	"sms_id" bigint,
	"message_id" bigint,
	"content" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"error" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_push_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sys_site_message_inbox_idx" ON "sys_site_message" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_push_event_once_uq" ON "bas_push_event" USING btree ("tenant_id","event","subject","subject_id");--> statement-breakpoint
CREATE INDEX "bas_push_log_time_idx" ON "bas_push_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bas_push_log_order_idx" ON "bas_push_log" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "sys_site_message_tenant" ON "sys_site_message" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_push_event_tenant" ON "bas_push_event" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_push_log_tenant" ON "bas_push_log" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);