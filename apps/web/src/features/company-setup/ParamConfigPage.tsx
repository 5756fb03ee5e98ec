/**
 * Parameter configuration (spec: basic data › parameter configuration): the business group of the system
 * parameters — those not built in (systemFlag 0, 业务类) — as a filtered view of the parameter screen over the same
 * /admin/param calls and permissions. Built-in parameters stay on 系统管理 › 参数管理.
 */
import type { ScreenDef } from '@as/shared';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { paramApi } from '../platform/platform-api.ts';
import { paramScreen } from '../platform/screens.ts';

/** The parameter screen's fields but the category, which this view fixes. */
const businessParamScreen: ScreenDef = { ...paramScreen, key: 'paramConfig', fields: paramScreen.fields.filter((f) => f.name !== 'systemFlag') };
const BUSINESS = { systemFlag: '0' };

export function ParamConfigPage() {
  return <ResourcePage def={businessParamScreen} api={paramApi} filters={BUSINESS} />;
}
