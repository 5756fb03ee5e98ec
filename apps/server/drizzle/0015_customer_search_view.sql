-- The fuzzy search's index lookup outside row-level security: ILIKE and pg_trgm's operators are not leakproof, so
-- PostgreSQL never uses the trigram index for them under a policy (a million profiles were scanned one by one).
-- The view is owned by the migrating role and is not security_invoker: it finds the matching ids of the tenant the
-- query names (customer.hooks.ts), and the rows themselves are then read from the table under the policy.
CREATE VIEW "bas_cust_profile_search" AS SELECT "id", "tenant_id", "search_text" FROM "bas_cust_profile" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
GRANT SELECT ON "bas_cust_profile_search" TO app_user;
