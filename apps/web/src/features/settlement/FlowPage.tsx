/** The flows of outlets' accounts (menu finance.siteFinflow, 资金流水): newest first, by outlet, kind, period and document, with export. */
import { FLOW_SCREEN } from '@as/shared';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { flowApi } from './account-api.ts';

export function FlowPage() {
  return <ResourcePage def={FLOW_SCREEN} api={flowApi} />;
}
