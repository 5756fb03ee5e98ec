CREATE INDEX "so_order_phone_trgm" ON "so_order" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
-- The phone fragment's index lookup outside row-level security: LIKE and pg_trgm's operators are not leakproof, so
-- PostgreSQL never uses the trigram index for them under a policy. The view is owned by the migrating role and is not
-- security_invoker: it finds the matching ids of the tenant the query names (order.routes.ts), and the orders
-- themselves are then read from the table under the policy.
CREATE VIEW "so_order_phone_search" AS SELECT "id", "tenant_id", "phone" FROM "so_order" WHERE "deleted_at" IS NULL;--> statement-breakpoint
GRANT SELECT ON "so_order_phone_search" TO app_user;
