-- btree_gin lets a GIN index lead with the tenant's id before the phone's trigrams, so that so_order_phone_search
-- reads only the named tenant's candidates (issue 21). A trusted extension, as pg_trgm is.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "so_order_phone_trgm";--> statement-breakpoint
CREATE INDEX "so_order_phone_tenant_trgm" ON "so_order" USING gin ("tenant_id","phone" gin_trgm_ops) WHERE deleted_at is null;