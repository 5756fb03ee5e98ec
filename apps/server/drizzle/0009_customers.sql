CREATE TABLE "bas_cust_asset" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_cust_asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"cust_id" bigint NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"item_id" bigint NOT NULL,
	"purchase_date" date,
	"channel_id" bigint,
	"shop_id" bigint,
	"install_time" timestamp,
	"warranty_months" integer,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_cust_asset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bas_cust_profile" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_cust_profile_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_last_name" varchar(32),
	"user_first_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"second_phone" varchar(20),
	"e_mail" varchar(128),
	"real_user" varchar(64),
	"account_id" varchar(64),
	"user_type" varchar(1) DEFAULT '1' NOT NULL,
	"province_id" bigint,
	"city_id" bigint,
	"district_id" bigint,
	"address" varchar(255),
	"postal_code" varchar(6),
	"file_no" varchar(32),
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"dept_id" bigint,
	"review_status" varchar(16) DEFAULT 'approved' NOT NULL,
	"review_remark" varchar(500),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"remark" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(user_last_name, '') || coalesce(user_first_name, '') || ' ' || coalesce(user_first_name, '') || ' ' || coalesce(user_last_name, '') || ' ' || phone || ' ' || coalesce(second_phone, '')) STORED,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bas_cust_profile" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_cust_asset_serial_uq" ON "bas_cust_asset" USING btree ("tenant_id","serial_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bas_cust_asset_cust_idx" ON "bas_cust_asset" USING btree ("tenant_id","cust_id");--> statement-breakpoint
CREATE INDEX "bas_cust_profile_search_trgm" ON "bas_cust_profile" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bas_cust_profile_phone_idx" ON "bas_cust_profile" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "bas_cust_profile_dept_idx" ON "bas_cust_profile" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "bas_cust_profile_review_idx" ON "bas_cust_profile" USING btree ("tenant_id","review_status");--> statement-breakpoint
CREATE UNIQUE INDEX "bas_cust_profile_file_no_uq" ON "bas_cust_profile" USING btree ("tenant_id","file_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE POLICY "bas_cust_asset_tenant" ON "bas_cust_asset" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "bas_cust_profile_tenant" ON "bas_cust_profile" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);