/** Every platform route group (/auth, /admin, /act). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { deptRoutes } from './depts/dept.routes.ts';
import { tokenAdminRoutes } from './auth/token-admin.routes.ts';
import { dictRoutes } from './dicts/dict.routes.ts';
import { exportRoutes } from './exports/export.routes.ts';
import { exportJob, EXPORT_JOB } from './exports/export.service.ts';
import { fileRoutes } from './files/file.routes.ts';
import { logRoutes } from './logs/log.routes.ts';
import { menuRoutes } from './menus/menu.routes.ts';
import { siteMessageRoutes } from './messages/message.routes.ts';
import { paramRoutes } from './params/param.routes.ts';
import { postRoutes } from './posts/post.routes.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { roleRoutes } from './roles/role.routes.ts';
import { intfFailRoutes } from './interfaces/intf-fail.routes.ts';
import { smsDeliverJob, smsGiveUp, SMS_DELIVER_JOB } from './sms/sms.adapter.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { tableSettingRoutes } from './table-settings/table-setting.routes.ts';
import { tenantRoutes } from './tenants/tenant.routes.ts';
import { userInfoRoutes } from './users/user-info.routes.ts';
import { userRoutes } from './users/user.routes.ts';

export function platformRoutes(app: FastifyInstance, deps: Deps) {
  authRoutes(app, deps);
  userInfoRoutes(app, deps);
  userRoutes(app, deps);
  roleRoutes(app, deps);
  deptRoutes(app, deps);
  postRoutes(app, deps);
  menuRoutes(app, deps);
  tableSettingRoutes(app, deps);
  exportRoutes(app, deps);
  logRoutes(app, deps);
  fileRoutes(app, deps);
  tokenAdminRoutes(app, deps);
  smsRoutes(app, deps);
  siteMessageRoutes(app, deps);
  intfFailRoutes(app, deps);
  realtimeRoutes(app, deps);
  tenantRoutes(app, deps);
  dictRoutes(app, deps);
  paramRoutes(app, deps);
  deps.jobs.handle(EXPORT_JOB, exportJob(deps));
  deps.jobs.handle(SMS_DELIVER_JOB, smsDeliverJob(deps.database, deps.config), smsGiveUp(deps.database));
}
