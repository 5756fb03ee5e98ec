-- Every change to what a verified session holds (token, user, membership, tenant, roles, role menus, menus) notifies
-- the channel auth_changed when its transaction commits. Each server instance listens on every pooled connection and
-- drops the sessions it keeps in memory (platform/auth/session.ts): the committing connection receives its own
-- notification before its COMMIT returns, so the instance that made the change never serves the old session, and
-- the other instances hear of it as soon as PostgreSQL delivers it. A trigger here, rather than a call in each
-- service, so that no write path (an administrator's SQL included) can be forgotten.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_token_auth_changed AFTER UPDATE OR DELETE ON sys_token FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_auth_changed AFTER UPDATE OF username, lock_flag, deleted_at OR DELETE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_tenant_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_user_tenant FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_tenant_auth_changed AFTER UPDATE OR DELETE ON sys_tenant FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_role_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_role_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_role_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_role_menu FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sys_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE ON sys_menu FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
