ALTER TABLE "sys_social_code" ADD COLUMN "app_id" varchar(128) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_social_details" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;