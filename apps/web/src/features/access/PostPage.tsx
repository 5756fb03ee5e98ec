/** Posts (job titles) held by users: a plain list over pig's REST resource. */
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { postApi } from './access-api.ts';
import { postScreen } from './screens.ts';

export function PostPage() {
  return <ResourcePage def={postScreen} api={postApi} />;
}
