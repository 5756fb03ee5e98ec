ALTER TABLE "sys_user" ALTER COLUMN "psd_of_400" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "sys_user" ALTER COLUMN "psd_of_400" SET DEFAULT '';