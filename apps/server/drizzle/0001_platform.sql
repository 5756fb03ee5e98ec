CREATE TABLE "sys_tenant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_tenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"short_name" varchar(32) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"single_session" boolean DEFAULT false NOT NULL,
	"default_lang" varchar(8) DEFAULT 'zh-CN' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"random_str" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oauth_client" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_oauth_client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" varchar(32) NOT NULL,
	"secret_hash" text NOT NULL,
	"scope" varchar(64) DEFAULT 'server' NOT NULL,
	"grant_types" text DEFAULT 'password,refresh_token,mobile' NOT NULL,
	"access_validity_seconds" integer DEFAULT 43200 NOT NULL,
	"refresh_validity_seconds" integer DEFAULT 2592000 NOT NULL,
	"enc_flag" boolean DEFAULT true NOT NULL,
	"aes_key" varchar(32) DEFAULT 'pigxpigxpigxpigx' NOT NULL,
	"aes_mode" varchar(8) DEFAULT 'CBC' NOT NULL,
	"captcha_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_oauth_client_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_sms_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_social_binding" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_social_binding_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" varchar(16) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_social_binding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_social_code" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"state" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_token" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"access_hash" varchar(64) NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"client_id" varchar(32) NOT NULL,
	"grant_type" varchar(16) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(16),
	"remote_addr" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"phone" varchar(20),
	"email" varchar(128),
	"avatar" text DEFAULT '' NOT NULL,
	"lock_flag" varchar(1) DEFAULT '0' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"account_of_400" varchar(64) DEFAULT '' NOT NULL,
	"psd_of_400" varchar(64) DEFAULT '' NOT NULL,
	"agent_phone_num" varchar(32) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_post" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "sys_user_post_tenant_id_user_id_post_id_pk" PRIMARY KEY("tenant_id","user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user_post" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"dept_id" bigint,
	"sn_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_tenant_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_scope" varchar(16) DEFAULT 'self' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"tenant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_tenant_id_role_id_menu_id_pk" PRIMARY KEY("tenant_id","role_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"type" varchar(1) DEFAULT '0' NOT NULL,
	"permission" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"keep_alive" varchar(1) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_post" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"type" varchar(64) NOT NULL,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"system_flag" varchar(1) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_dict" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dict_id" bigint NOT NULL,
	"type" varchar(64) NOT NULL,
	"value" varchar(64) NOT NULL,
	"label" varchar(128) NOT NULL,
	"label_en" varchar(128) DEFAULT '' NOT NULL,
	"label_es" varchar(128) DEFAULT '' NOT NULL,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_dict_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_param" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_param_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"public_value" text DEFAULT '' NOT NULL,
	"name" varchar(128) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"system_flag" varchar(1) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"type" varchar(1) NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"user_id" bigint,
	"remote_addr" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"request_uri" text DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"time" integer DEFAULT 0 NOT NULL,
	"exception" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bucket_name" varchar(64) NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"original" varchar(255) NOT NULL,
	"type" varchar(64) NOT NULL,
	"file_size" bigint NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"template" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_sms_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sn_site" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sn_site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"site_floor_level" integer DEFAULT 1 NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sn_site" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tenant_code_uq" ON "sys_tenant" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sys_sms_code_phone_idx" ON "sys_sms_code" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_binding_uq" ON "sys_social_binding" USING btree ("tenant_id","type","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_token_access_uq" ON "sys_token" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_token_refresh_uq" ON "sys_token" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sys_token_user_idx" ON "sys_token" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("phone") WHERE deleted_at is null and phone is not null;--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_user_idx" ON "sys_user_tenant" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("tenant_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_key_uq" ON "sys_menu" USING btree ("tenant_id","key") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_code_uq" ON "sys_dept" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_code_uq" ON "sys_post" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_uq" ON "sys_dict" USING btree ("tenant_id","type") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value_uq" ON "sys_dict_item" USING btree ("tenant_id","dict_id","value") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_dict_item_type_idx" ON "sys_dict_item" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_param_key_uq" ON "sys_param" USING btree ("tenant_id","public_key") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_log_time_idx" ON "sys_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_name_uq" ON "sys_file" USING btree ("tenant_id","bucket_name","file_name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sys_file_time_idx" ON "sys_file" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_outbox_time_idx" ON "sys_sms_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sn_site_code_uq" ON "sn_site" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE POLICY "sys_sms_code_tenant" ON "sys_sms_code" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_social_binding_tenant" ON "sys_social_binding" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_user_post_tenant" ON "sys_user_post" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_user_role_tenant" ON "sys_user_role" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_user_tenant_tenant" ON "sys_user_tenant" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_role_tenant" ON "sys_role" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_role_menu_tenant" ON "sys_role_menu" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_menu_tenant" ON "sys_menu" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_dept_tenant" ON "sys_dept" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_post_tenant" ON "sys_post" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_dict_tenant" ON "sys_dict" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_dict_item_tenant" ON "sys_dict_item" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_param_tenant" ON "sys_param" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_log_tenant" ON "sys_log" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_file_tenant" ON "sys_file" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sys_sms_outbox_tenant" ON "sys_sms_outbox" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sn_site_tenant" ON "sn_site" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);