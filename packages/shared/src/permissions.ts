/** Permission names of the platform (pig style: <area>_<entity>_<action>). Menus' buttons carry them. */
export const PERMISSIONS = [
  'sys_user_view', 'sys_user_add', 'sys_user_edit', 'sys_user_del', 'sys_user_lock',
  'sys_role_view', 'sys_role_add', 'sys_role_edit', 'sys_role_del', 'sys_role_perm',
  'sys_menu_view', 'sys_menu_add', 'sys_menu_edit', 'sys_menu_del',
  'sys_dept_view', 'sys_dept_add', 'sys_dept_edit', 'sys_dept_del',
  'sys_post_view', 'sys_post_add', 'sys_post_edit', 'sys_post_del',
  'sys_tenant_view', 'sys_tenant_add', 'sys_tenant_edit', 'sys_tenant_del',
  'sys_dict_view', 'sys_dict_add', 'sys_dict_edit', 'sys_dict_del',
  'sys_param_view', 'sys_param_add', 'sys_param_edit', 'sys_param_del',
  'sys_log_view', 'sys_log_del',
  'sys_file_view', 'sys_file_edit', 'sys_file_del',
  'sys_token_view', 'sys_token_del',
  'sys_client_view', 'sys_client_add', 'sys_client_edit', 'sys_client_del',
  'sys_social_details_view', 'sys_social_details_add', 'sys_social_details_edit', 'sys_social_details_del',
  'sys_sms_view',
  'sys_wechat_view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Data scope of a role (ARCHITECTURE.md section 5). */
export const DATA_SCOPES = ['all', 'dept_and_below', 'dept', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** Kinds of node in a tenant's organisation tree. */
export const DEPT_KINDS = ['hq', 'centre', 'provider', 'outlet'] as const;
export type DeptKind = (typeof DEPT_KINDS)[number];
