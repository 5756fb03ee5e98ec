-- The knowledge base's word search outside row-level security: the full-text match operator is not leakproof, so
-- PostgreSQL never uses the GIN index for it under a policy. The view is owned by the migrating role and is not
-- security_invoker: it finds the matching ids of the tenant the query names (knowledge.service.ts), and the articles
-- themselves are then read from the table under the policy (as bas_cust_profile_search, migration 0015).
CREATE VIEW "bas_knowledge_search" AS SELECT "id", "tenant_id", "search_vector" FROM "bas_knowledge" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
GRANT SELECT ON "bas_knowledge_search" TO app_user;
