ALTER TABLE "sys_param" ADD COLUMN "public_type" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_param" ADD COLUMN "validate_code" varchar(64) DEFAULT '' NOT NULL;