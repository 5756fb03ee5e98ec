CREATE TABLE "so_order_sla_notice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_order_sla_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"clock" varchar(12) NOT NULL,
	"state" varchar(12) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_order_sla_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "so_order_sla_notice_uq" ON "so_order_sla_notice" USING btree ("tenant_id","order_id","clock","state");--> statement-breakpoint
CREATE POLICY "so_order_sla_notice_tenant" ON "so_order_sla_notice" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);