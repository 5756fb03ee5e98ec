/** The menu tree: left and top menus and the buttons whose permissions roles grant. */
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { menuApi } from './access-api.ts';
import { menuScreen } from './screens.ts';

export function MenuPage() {
  return <ResourcePage def={menuScreen} api={menuApi} />;
}
