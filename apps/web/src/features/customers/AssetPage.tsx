/**
 * Every asset in the caller's scope: search by serial number, model, customer or purchase date, with warranty status
 * and the serial number's service history.
 */
import { custAssetResource } from '@as/shared';
import { useMemo } from 'react';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { basicApi } from '../../crud/resource-api.ts';
import { HistoryButton } from './ServiceHistory.tsx';
import { warrantyCells } from './WarrantyCell.tsx';

export function AssetPage() {
  const api = useMemo(() => basicApi(custAssetResource), []);
  return <ResourcePage def={custAssetResource} api={api} cells={warrantyCells} rowActions={(row) => <HistoryButton row={row} of="serial" />} />;
}
