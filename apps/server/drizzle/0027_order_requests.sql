CREATE SEQUENCE "public"."so_apply_money_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."so_order_appeal_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "so_apply_money" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_apply_money_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'saved' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"subject_id" bigint,
	"amount" numeric(12, 2),
	"reason" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applicant_name" varchar(64),
	"submitted_at" timestamp with time zone,
	"decider_name" varchar(64),
	"decided_at" timestamp with time zone,
	"decision_remark" varchar(500),
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_apply_money" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_order_appeal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_order_appeal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bill_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'saved' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"subject_id" bigint,
	"amount" numeric(12, 2),
	"reason" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applicant_name" varchar(64),
	"submitted_at" timestamp with time zone,
	"decider_name" varchar(64),
	"decided_at" timestamp with time zone,
	"decision_remark" varchar(500),
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_order_appeal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bas_company_config" ADD COLUMN "appeal_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "so_apply_money_no_uq" ON "so_apply_money" USING btree ("tenant_id","bill_no");--> statement-breakpoint
CREATE INDEX "so_apply_money_order_idx" ON "so_apply_money" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_apply_money_status_idx" ON "so_apply_money" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "so_order_appeal_no_uq" ON "so_order_appeal" USING btree ("tenant_id","bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "so_order_appeal_open_uq" ON "so_order_appeal" USING btree ("tenant_id","order_id") WHERE status in ('saved', 'review', 'rejected') and deleted_at is null;--> statement-breakpoint
CREATE INDEX "so_order_appeal_status_idx" ON "so_order_appeal" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE POLICY "so_apply_money_tenant" ON "so_apply_money" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_order_appeal_tenant" ON "so_order_appeal" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);