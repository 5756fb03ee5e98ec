CREATE TABLE "bas_barcode_generate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_barcode_generate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"item_id" bigint NOT NULL,
	"prefix" varchar(8) DEFAULT '' NOT NULL,
	"production_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"first_serial" varchar(64) NOT NULL,
	"last_serial" varchar(64) NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_barcode_generate" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_item_barcode" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_item_barcode_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"item_id" bigint NOT NULL,
	"production_date" date,
	"batch_no" varchar(32),
	"source" varchar(16) DEFAULT 'imported' NOT NULL,
	"status" varchar(16) DEFAULT 'normal' NOT NULL,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_item_barcode" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_barcode_generate_batch_uq" ON "bas_barcode_generate" USING btree ("tenant_id","batch_no");--> statement-breakpoint
CREATE INDEX "bas_barcode_generate_item_idx" ON "bas_barcode_generate" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_item_barcode_serial_uq" ON "bas_item_barcode" USING btree ("tenant_id","serial_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_item_barcode_item_idx" ON "bas_item_barcode" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE POLICY "bas_barcode_generate_tenant" ON "bas_barcode_generate" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_item_barcode_tenant" ON "bas_item_barcode" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);