CREATE TABLE "sf_site_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_site_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"deposit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"payment" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"occupied" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"used" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"returned" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"settled" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"penalty" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sf_site_account_never_negative_ck" CHECK ("sf_site_account"."deposit" >= 0 and "sf_site_account"."credit" >= 0 and "sf_site_account"."payment" >= 0 and "sf_site_account"."occupied" >= 0 and "sf_site_account"."used" >= 0 and "sf_site_account"."returned" >= 0 and "sf_site_account"."settled" >= 0 and "sf_site_account"."penalty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sf_site_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_site_finflow" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_site_finflow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"site_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"doc_type" varchar(16) NOT NULL,
	"doc_id" bigint,
	"doc_no" varchar(32),
	"reason" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_by_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sf_site_finflow_amount_ck" CHECK ("sf_site_finflow"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "sf_site_finflow" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sf_site_account_site_uq" ON "sf_site_account" USING btree ("tenant_id","site_id");--> statement-breakpoint
CREATE INDEX "sf_site_account_dept_idx" ON "sf_site_account" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sf_site_finflow_site_idx" ON "sf_site_finflow" USING btree ("tenant_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "sf_site_finflow_doc_idx" ON "sf_site_finflow" USING btree ("tenant_id","doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "sf_site_finflow_created_idx" ON "sf_site_finflow" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "sf_site_account_tenant" ON "sf_site_account" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_site_finflow_tenant_read" ON "sf_site_finflow" AS PERMISSIVE FOR SELECT TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_site_finflow_tenant_add" ON "sf_site_finflow" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);