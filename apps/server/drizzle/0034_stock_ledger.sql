CREATE TABLE "sp_stock_balance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_stock_balance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"location_id" bigint DEFAULT 0 NOT NULL,
	"parts_id" bigint NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"transit" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sp_stock_balance_never_negative_ck" CHECK ("sp_stock_balance"."available" >= 0 and "sp_stock_balance"."reserved" >= 0 and "sp_stock_balance"."transit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sp_stock_balance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sp_stock_move" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sp_stock_move_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"move_type" varchar(16) NOT NULL,
	"parts_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"from_warehouse_id" bigint,
	"from_location_id" bigint,
	"from_bucket" varchar(16),
	"to_warehouse_id" bigint,
	"to_location_id" bigint,
	"to_bucket" varchar(16),
	"unit_cost" numeric(14, 4),
	"barcode" varchar(64),
	"doc_type" varchar(16),
	"doc_id" bigint,
	"doc_line_id" bigint,
	"waybill_number" varchar(64),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sp_stock_move_qty_ck" CHECK ("sp_stock_move"."qty" > 0),
	CONSTRAINT "sp_stock_move_ends_ck" CHECK ("sp_stock_move"."from_warehouse_id" is not null or "sp_stock_move"."to_warehouse_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "sp_stock_move" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sp_stock_balance_slot_uq" ON "sp_stock_balance" USING btree ("tenant_id","warehouse_id","location_id","parts_id");--> statement-breakpoint
CREATE INDEX "sp_stock_balance_part_idx" ON "sp_stock_balance" USING btree ("tenant_id","parts_id");--> statement-breakpoint
CREATE INDEX "sp_stock_move_part_idx" ON "sp_stock_move" USING btree ("tenant_id","parts_id","id");--> statement-breakpoint
CREATE INDEX "sp_stock_move_from_idx" ON "sp_stock_move" USING btree ("tenant_id","from_warehouse_id","parts_id");--> statement-breakpoint
CREATE INDEX "sp_stock_move_to_idx" ON "sp_stock_move" USING btree ("tenant_id","to_warehouse_id","parts_id");--> statement-breakpoint
CREATE INDEX "sp_stock_move_doc_idx" ON "sp_stock_move" USING btree ("tenant_id","doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "sp_stock_move_barcode_idx" ON "sp_stock_move" USING btree ("tenant_id","barcode") WHERE barcode is not null;--> statement-breakpoint
CREATE POLICY "sp_stock_balance_tenant" ON "sp_stock_balance" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_stock_move_tenant_read" ON "sp_stock_move" AS PERMISSIVE FOR SELECT TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sp_stock_move_tenant_add" ON "sp_stock_move" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);