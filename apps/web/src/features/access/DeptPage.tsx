/** The organisation tree: headquarters, centres, providers and outlets, each level loaded when opened. */
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { deptApi } from './access-api.ts';
import { deptScreen } from './screens.ts';

export function DeptPage() {
  return <ResourcePage def={deptScreen} api={deptApi} />;
}
