-- The search view also gives each order's status and report time, so that the work-order grid's status and date
-- filters narrow the phone lookup where the trigram index's candidates are rechecked, instead of every candidate
-- being read again under the policy (issue 21). The statement applies every filter again to the table.
CREATE OR REPLACE VIEW "so_order_phone_search" AS SELECT "id", "tenant_id", "phone", "status", "report_at" FROM "so_order" WHERE "deleted_at" IS NULL;
