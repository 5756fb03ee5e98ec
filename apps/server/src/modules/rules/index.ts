/** The rules module's front door: push rules, return-visit setup, parts ordering rules, locales, manufacturers. */
export { rulesRoutes } from './rules.routes.ts';
export { pushRoutes } from './push.routes.ts';
export { queueComplaintPush, queueVisitFailedPush } from './push.service.ts';
export { basRecallSetting, basRecallSettingLine } from './rules.table.ts';
