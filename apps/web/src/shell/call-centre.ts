/**
 * The call-centre softphone (spec section 2): an iframe shown when the user has a call-centre account, password and
 * agent number. The softphone tells the page about an incoming call with postMessage({type: 'incomingCall', mobile});
 * the page then opens call access with the caller's number. The default softphone is the local one
 * (/callcenter/softphone, SoftphonePage); VITE_CALL_CENTRE_URL at build time points at a provider's softphone that
 * sends the same message.
 */
import type { UserInfo } from '../api/session.ts';

export const CALL_PANEL_HEIGHT = { collapsed: 65, expanded: 500 } as const;
export const CALL_ACCESS_PATH = '/workorder/orderaccess/access/index';
export const SOFTPHONE_PATH = '/callcenter/softphone';

export interface IncomingCall {
  type: 'incomingCall';
  mobile: string;
}

type Agent = Pick<UserInfo['sysUser'], 'accountOf400' | 'psdOf400' | 'agentPhoneNum'>;

/** Shown only when all three call-centre settings are non-empty. */
export const hasCallCentre = (user: Agent | undefined): user is Agent & Record<keyof Agent, string> =>
  Boolean(user?.accountOf400 && user.psdOf400 && user.agentPhoneNum);

export function softphoneUrl(base: string, user: Agent): string {
  const query = new URLSearchParams({ account: user.accountOf400 ?? '', agent: user.agentPhoneNum ?? '' });
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export const isIncomingCall = (data: unknown): data is IncomingCall =>
  typeof data === 'object' && data !== null && (data as IncomingCall).type === 'incomingCall' && typeof (data as IncomingCall).mobile === 'string' && /^\+?\d{3,20}$/.test((data as IncomingCall).mobile);

/** Call access for a caller: `index` changes with every call so a second call to the same number opens afresh. */
export const callAccessPath = (mobile: string, index: number) => `${CALL_ACCESS_PATH}?${new URLSearchParams({ callMobile1: mobile, index: String(index) })}`;
