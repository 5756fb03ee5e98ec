CREATE TABLE "bas_parts_bom" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_bom_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"item_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"change_reason" text,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_parts_bom" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_parts_bom_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_bom_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"bom_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"parts_id" bigint NOT NULL,
	"change_type" varchar(8) NOT NULL,
	"from_quantity" integer,
	"to_quantity" integer,
	"from_position" varchar(64),
	"to_position" varchar(64),
	"reason" text,
	"changed_by" varchar(64) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_parts_bom_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_parts_bom_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_parts_bom_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"parts_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"position" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "bas_parts_bom_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_parts_bom_code_uq" ON "bas_parts_bom" USING btree ("tenant_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_parts_bom_item_idx" ON "bas_parts_bom" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "bas_parts_bom_change_bom_idx" ON "bas_parts_bom_change" USING btree ("tenant_id","bom_id","changed_at");--> statement-breakpoint
CREATE INDEX "bas_parts_bom_change_parts_idx" ON "bas_parts_bom_change" USING btree ("tenant_id","parts_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_parts_bom_line_parts_uq" ON "bas_parts_bom_line" USING btree ("tenant_id","parent_id","parts_id");--> statement-breakpoint
CREATE INDEX "bas_parts_bom_line_parts_idx" ON "bas_parts_bom_line" USING btree ("tenant_id","parts_id");--> statement-breakpoint
CREATE POLICY "bas_parts_bom_tenant" ON "bas_parts_bom" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_parts_bom_change_tenant" ON "bas_parts_bom_change" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_parts_bom_line_tenant" ON "bas_parts_bom_line" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);