CREATE TABLE "so_pic_check" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_pic_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"site_id" bigint,
	"dept_id" bigint,
	"source" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_pic_check" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_pic_check_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_pic_check_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"check_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_pic_check_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_pic_check_order_uq" ON "so_pic_check" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_pic_check_status_idx" ON "so_pic_check" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "so_pic_check_holding_idx" ON "so_pic_check" USING btree ("tenant_id","order_id") WHERE status in ('rejected', 'resubmitted');--> statement-breakpoint
CREATE INDEX "so_pic_check_history_check_idx" ON "so_pic_check_history" USING btree ("tenant_id","check_id","id");--> statement-breakpoint
CREATE POLICY "so_pic_check_tenant" ON "so_pic_check" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_pic_check_history_tenant" ON "so_pic_check_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);