CREATE TABLE "sys_login_failure" (
	"username" text NOT NULL,
	"remote_addr" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_login_failure_username_remote_addr_pk" PRIMARY KEY("username","remote_addr")
);
--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;