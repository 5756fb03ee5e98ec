CREATE SEQUENCE "public"."sp_stock_doc_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sp_stock_doc" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_stock_doc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doc_no" varchar(32) NOT NULL,
	"doc_kind" varchar(12) NOT NULL,
	"doc_type" varchar(12) NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"receipt" varchar(12) DEFAULT 'none' NOT NULL,
	"from_warehouse_id" bigint,
	"to_warehouse_id" bigint,
	"carrier" varchar(64),
	"waybill_number" varchar(64),
	"linked_doc_id" bigint,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"audit_remark" text,
	"remark" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sp_stock_doc" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_stock_doc_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_stock_doc_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doc_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sp_stock_doc_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_stock_doc_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_stock_doc_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint NOT NULL,
	"from_location_id" bigint DEFAULT 0 NOT NULL,
	"to_location_id" bigint DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"book_qty" integer,
	"counted_qty" integer,
	"unit_cost" numeric(14, 4),
	"remark" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "sp_stock_doc_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_stock_doc_no_uq" ON "sp_stock_doc" USING btree ("tenant_id","doc_no");--> statement-breakpoint
CREATE INDEX "sp_stock_doc_kind_idx" ON "sp_stock_doc" USING btree ("tenant_id","doc_kind","status","id");--> statement-breakpoint
CREATE INDEX "sp_stock_doc_from_idx" ON "sp_stock_doc" USING btree ("tenant_id","from_warehouse_id");--> statement-breakpoint
CREATE INDEX "sp_stock_doc_to_idx" ON "sp_stock_doc" USING btree ("tenant_id","to_warehouse_id");--> statement-breakpoint
CREATE INDEX "sp_stock_doc_history_doc_idx" ON "sp_stock_doc_history" USING btree ("tenant_id","doc_id","id");--> statement-breakpoint
CREATE INDEX "sp_stock_doc_line_parent_idx" ON "sp_stock_doc_line" USING btree ("tenant_id","parent_id","line_no");--> statement-breakpoint
CREATE POLICY "sp_stock_doc_tenant" ON "sp_stock_doc" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_stock_doc_history_tenant" ON "sp_stock_doc_history" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_stock_doc_line_tenant" ON "sp_stock_doc_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);