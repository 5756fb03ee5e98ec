-- The names of referenced rows are kept in memory by each server instance (http/resource/label-cache.ts): every
-- update or delete of a table that reference fields point at notifies the channel labels_changed with the table's
-- name when its transaction commits, and each instance drops what it keeps of that table. A trigger rather than a
-- call in each service, so that no write path (an administrator's SQL included) can be forgotten; a test checks
-- that every referenced table has one. Inserts need none: an id not found is never kept.
CREATE FUNCTION notify_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('labels_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bas_area_labels_changed AFTER UPDATE OR DELETE ON bas_area FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_buy_channel_labels_changed AFTER UPDATE OR DELETE ON bas_buy_channel FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_buy_shop_labels_changed AFTER UPDATE OR DELETE ON bas_buy_shop FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_check_subject_labels_changed AFTER UPDATE OR DELETE ON bas_check_subject FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_cust_profile_labels_changed AFTER UPDATE OR DELETE ON bas_cust_profile FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_fault_reason_labels_changed AFTER UPDATE OR DELETE ON bas_fault_reason FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_fault_symptom_labels_changed AFTER UPDATE OR DELETE ON bas_fault_symptom FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_fin_subject_labels_changed AFTER UPDATE OR DELETE ON bas_fin_subject FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_item_labels_changed AFTER UPDATE OR DELETE ON bas_item FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_item_category_labels_changed AFTER UPDATE OR DELETE ON bas_item_category FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_knowledge_type_labels_changed AFTER UPDATE OR DELETE ON bas_knowledge_type FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_manufacturer_labels_changed AFTER UPDATE OR DELETE ON bas_manufacturer FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_parts_labels_changed AFTER UPDATE OR DELETE ON bas_parts FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_parts_bom_labels_changed AFTER UPDATE OR DELETE ON bas_parts_bom FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_parts_category_labels_changed AFTER UPDATE OR DELETE ON bas_parts_category FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_push_rule_labels_changed AFTER UPDATE OR DELETE ON bas_push_rule FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_service_type_labels_changed AFTER UPDATE OR DELETE ON bas_service_type FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_warehouse_labels_changed AFTER UPDATE OR DELETE ON bas_warehouse FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER bas_warehouse_location_labels_changed AFTER UPDATE OR DELETE ON bas_warehouse_location FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sf_special_fee_subject_labels_changed AFTER UPDATE OR DELETE ON sf_special_fee_subject FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sn_site_labels_changed AFTER UPDATE OR DELETE ON sn_site FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sn_site_engineer_labels_changed AFTER UPDATE OR DELETE ON sn_site_engineer FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sp_stock_doc_labels_changed AFTER UPDATE OR DELETE ON sp_stock_doc FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sys_dept_labels_changed AFTER UPDATE OR DELETE ON sys_dept FOR EACH STATEMENT EXECUTE FUNCTION notify_labels_changed();
