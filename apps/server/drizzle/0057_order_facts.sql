CREATE TABLE "rpt_order_fact" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"site_id" bigint NOT NULL,
	"engineer_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"sla_counted" integer DEFAULT 0 NOT NULL,
	"sla_met" integer DEFAULT 0 NOT NULL,
	"turnaround_count" integer DEFAULT 0 NOT NULL,
	"turnaround_minutes" bigint DEFAULT 0 NOT NULL,
	"turnaround_buckets" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"first_appoint_count" integer DEFAULT 0 NOT NULL,
	"first_appoint_minutes" bigint DEFAULT 0 NOT NULL,
	"repairs_finished" integer DEFAULT 0 NOT NULL,
	"first_time_fix" integer DEFAULT 0 NOT NULL,
	"repeats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rpt_order_fact_pk" PRIMARY KEY("tenant_id","day","site_id","engineer_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "rpt_order_fact" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "rpt_order_fact_tenant" ON "rpt_order_fact" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);