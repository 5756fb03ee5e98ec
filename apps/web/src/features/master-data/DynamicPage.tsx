/**
 * /gen/dynamic/{dsName}/{tableName}: the generated screen of a table, for the resources whose screens are derived
 * from their metadata. The one data source is `master`; the table is the resource's table name
 * (bas_service_type for basServiceType).
 */
import { BUSINESS_RESOURCES } from '@as/shared';
import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { basicApi } from '../../crud/resource-api.ts';
import { usePageParams } from '../../shell/page-context.ts';

export const DYNAMIC_PATTERN = '/gen/dynamic/:dsName/:tableName';
export const DATA_SOURCE = 'master';

/** basServiceType → bas_service_type */
export const tableNameOf = (resource: string) => resource.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function DynamicPage() {
  const { t } = useTranslation();
  const { dsName, tableName } = usePageParams(DYNAMIC_PATTERN);
  const def = dsName === DATA_SOURCE ? BUSINESS_RESOURCES.find((r) => tableNameOf(r.name) === tableName) : undefined;
  // One adapter per table: the grid keeps what it knows (its count) across renders.
  const api = useMemo(() => def && basicApi(def), [def]);
  if (!def || !api) return <Result status="404" title={t('shell.noSuchTable', { name: `${dsName}/${tableName}` })} />;
  return <ResourcePage def={def} api={api} />;
}
