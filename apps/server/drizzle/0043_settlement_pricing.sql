CREATE TABLE "sf_cost_formula" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_cost_formula_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"formula" text NOT NULL,
	"rounding" varchar(8) DEFAULT 'round' NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"remark" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sf_cost_formula" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_order_pricing" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_order_pricing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"priced_for" date NOT NULL,
	"standard_id" bigint,
	"standard_fee" numeric(14, 2),
	"no_standard" boolean DEFAULT false NOT NULL,
	"coefficients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"formula_id" bigint,
	"formula_version" integer NOT NULL,
	"formula" text NOT NULL,
	"rounding" varchar(8) NOT NULL,
	"items" jsonb NOT NULL,
	"computed_total" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"override" numeric(14, 2),
	"override_reason" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sf_order_pricing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_settle_coefficient" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_settle_coefficient_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"match_value" varchar(32) NOT NULL,
	"factor" numeric(8, 4) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sf_settle_coefficient" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sf_settle_standard" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sf_settle_standard_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"service_type_id" bigint NOT NULL,
	"category_id" bigint,
	"warranty_type" varchar(1),
	"area_id" bigint,
	"site_level" varchar(1),
	"fee" numeric(14, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"remark" text,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sf_settle_standard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sf_cost_formula_version_uq" ON "sf_cost_formula" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "sf_cost_formula_from_idx" ON "sf_cost_formula" USING btree ("tenant_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sf_order_pricing_order_uq" ON "sf_order_pricing" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "sf_order_pricing_no_standard_idx" ON "sf_order_pricing" USING btree ("tenant_id","order_id") WHERE no_standard;--> statement-breakpoint
CREATE INDEX "sf_settle_coefficient_kind_idx" ON "sf_settle_coefficient" USING btree ("tenant_id","kind","match_value") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sf_settle_standard_key_idx" ON "sf_settle_standard" USING btree ("tenant_id","service_type_id","effective_from") WHERE deleted_at is null;--> statement-breakpoint
CREATE POLICY "sf_cost_formula_tenant" ON "sf_cost_formula" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_order_pricing_tenant" ON "sf_order_pricing" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_settle_coefficient_tenant" ON "sf_settle_coefficient" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "sf_settle_standard_tenant" ON "sf_settle_standard" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);