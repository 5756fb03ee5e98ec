import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';
import { can } from './can.ts';

/** can() bound to the signed-in user's permissions. */
export function useCan(): (permission: string | readonly string[]) => boolean {
  const permissions = useStore(sessionStore)?.user?.permissions;
  return (permission) => can(permissions, permission);
}
