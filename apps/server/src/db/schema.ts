/** Every table, for drizzle's relational queries and for drizzle-kit. */
export * from '../platform/tenants/tenant.table.ts';
export * from '../platform/auth/auth.table.ts';
export * from '../platform/users/user.table.ts';
export * from '../platform/roles/role.table.ts';
export * from '../platform/menus/menu.table.ts';
export * from '../platform/depts/dept.table.ts';
export * from '../platform/posts/post.table.ts';
export * from '../platform/dicts/dict.table.ts';
export * from '../platform/params/param.table.ts';
export * from '../platform/logs/log.table.ts';
export * from '../platform/files/file.table.ts';
export * from '../platform/sms/sms.table.ts';
export * from '../modules/network/site.table.ts';
export * from '../modules/master-data/master-data.table.ts';
export * from '../platform/table-settings/table-setting.table.ts';
export * from '../platform/jobs/job.table.ts';
export * from '../platform/exports/export.table.ts';
