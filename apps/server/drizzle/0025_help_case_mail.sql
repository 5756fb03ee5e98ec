CREATE SEQUENCE "public"."so_case_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "so_case" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"case_no" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"urgency" varchar(1) DEFAULT '1' NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"question" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"asked_by" bigint NOT NULL,
	"asker_name" varchar(64) NOT NULL,
	"taken_by" bigint,
	"taker_name" varchar(64),
	"waiting_since" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "so_case" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "so_case_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "so_case_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "so_case_message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "ship_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "send_logistics" varchar(64);--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "send_tracking_no" varchar(64);--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "return_logistics" varchar(64);--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "return_tracking_no" varchar(64);--> statement-breakpoint
ALTER TABLE "so_order" ADD COLUMN "customer_signed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "so_case_no_uq" ON "so_case" USING btree ("tenant_id","case_no");--> statement-breakpoint
CREATE INDEX "so_case_order_idx" ON "so_case" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "so_case_queue_idx" ON "so_case" USING btree ("tenant_id","status","urgency");--> statement-breakpoint
CREATE INDEX "so_case_asker_idx" ON "so_case" USING btree ("tenant_id","asked_by");--> statement-breakpoint
CREATE INDEX "so_case_message_case_idx" ON "so_case_message" USING btree ("tenant_id","case_id","id");--> statement-breakpoint
CREATE POLICY "so_case_tenant" ON "so_case" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "so_case_message_tenant" ON "so_case_message" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);