ALTER TABLE "bas_company_config" ADD COLUMN "money_rounding" varchar(8) DEFAULT 'round' NOT NULL;--> statement-breakpoint
ALTER TABLE "bas_company_config" ADD COLUMN "money_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "sf_order_pricing" ADD COLUMN "decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "sf_cost_formula" DROP COLUMN "rounding";