/** 网点管理: the outlets the user may see (their data scope), edited in the tabbed outlet editor. */
import { siteResource } from '@as/shared';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { siteApi } from './network-api.ts';
import { SiteEditor } from './SiteEditor.tsx';
import { SiteLevelSelect } from './SiteLevelSelect.tsx';

export function SitePage() {
  const { t } = useTranslation();
  return <ResourcePage def={siteResource} api={siteApi} editor={SiteEditor}
      searchInputs={{ siteFloorLevel: <SiteLevelSelect /> }}
      cells={{ siteFloorLevel: (value) => t(`network.level.${value}`, { defaultValue: String(value) }) }} />;
}
