CREATE SEQUENCE "public"."bas_knowledge_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."bas_bulletin_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bas_knowledge" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_knowledge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"article_no" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"type_id" bigint NOT NULL,
	"category_id" bigint,
	"fault_symptom_id" bigint,
	"keywords" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"search_vector" "tsvector" NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_knowledge" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_knowledge_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_knowledge_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"knowledge_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_knowledge_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_bulletin" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_bulletin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bulletin_no" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" varchar(8) DEFAULT 'all' NOT NULL,
	"dept_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bas_bulletin_period_ck" CHECK ("bas_bulletin"."valid_to" is null or "bas_bulletin"."valid_to" >= "bas_bulletin"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "bas_bulletin" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_bulletin_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_bulletin_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bulletin_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_bulletin_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_bulletin_read" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_bulletin_read_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bulletin_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bas_bulletin_read" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_knowledge_no_uq" ON "bas_knowledge" USING btree ("tenant_id","article_no");--> statement-breakpoint
CREATE INDEX "bas_knowledge_search_idx" ON "bas_knowledge" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "bas_knowledge_status_idx" ON "bas_knowledge" USING btree ("tenant_id","status","published_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_knowledge_category_idx" ON "bas_knowledge" USING btree ("tenant_id","category_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_knowledge_fault_idx" ON "bas_knowledge" USING btree ("tenant_id","fault_symptom_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_knowledge_type_idx" ON "bas_knowledge" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "bas_knowledge_history_article_idx" ON "bas_knowledge_history" USING btree ("tenant_id","knowledge_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_bulletin_no_uq" ON "bas_bulletin" USING btree ("tenant_id","bulletin_no");--> statement-breakpoint
CREATE INDEX "bas_bulletin_valid_idx" ON "bas_bulletin" USING btree ("tenant_id","status","valid_from") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_bulletin_history_bulletin_idx" ON "bas_bulletin_history" USING btree ("tenant_id","bulletin_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_bulletin_read_uq" ON "bas_bulletin_read" USING btree ("tenant_id","bulletin_id","user_id");--> statement-breakpoint
CREATE INDEX "bas_bulletin_read_user_idx" ON "bas_bulletin_read" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "bas_knowledge_tenant" ON "bas_knowledge" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_knowledge_history_tenant" ON "bas_knowledge_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_bulletin_tenant" ON "bas_bulletin" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_bulletin_history_tenant" ON "bas_bulletin_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_bulletin_read_tenant" ON "bas_bulletin_read" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);