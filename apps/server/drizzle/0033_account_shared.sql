-- Whether an account is also a member of a tenant other than the given one. A tenant transaction cannot see other
-- tenants' memberships (row-level security), yet must know this before it writes the account (docs/accounts.md):
-- this function answers that one question, as the table owner, and reveals nothing else.
CREATE FUNCTION account_shared(account bigint, tenant bigint) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT EXISTS (SELECT 1 FROM sys_user_tenant WHERE user_id = account AND tenant_id <> tenant)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION account_shared(bigint, bigint) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION account_shared(bigint, bigint) TO app_user;
