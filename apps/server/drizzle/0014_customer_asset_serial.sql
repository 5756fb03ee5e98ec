DROP INDEX "bas_cust_asset_serial_uq";--> statement-breakpoint
CREATE INDEX "bas_cust_asset_serial_idx" ON "bas_cust_asset" USING btree ("tenant_id","serial_no");