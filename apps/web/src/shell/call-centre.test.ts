import { describe, expect, it } from 'vitest';
import { callAccessPath, hasCallCentre, isIncomingCall, softphoneUrl } from './call-centre.ts';

describe('the call-centre panel', () => {
  const agent = { accountOf400: 'acc1', psdOf400: 'secret', agentPhoneNum: '8001' };

  it('shows only when account, password and agent number are all set', () => {
    expect(hasCallCentre(agent)).toBe(true);
    expect(hasCallCentre({ ...agent, psdOf400: '' })).toBe(false);
    expect(hasCallCentre({ ...agent, agentPhoneNum: null })).toBe(false);
    expect(hasCallCentre(undefined)).toBe(false);
  });

  it('passes the account and agent to the softphone, never the password', () => {
    expect(softphoneUrl('/callcenter/softphone', agent)).toBe('/callcenter/softphone?account=acc1&agent=8001');
    expect(softphoneUrl('https://cc.example/phone?x=1', agent)).toBe('https://cc.example/phone?x=1&account=acc1&agent=8001');
  });

  it('accepts only well-formed incoming-call messages and opens call access with the number and a call index', () => {
    expect(isIncomingCall({ type: 'incomingCall', mobile: '13800138000' })).toBe(true);
    expect(isIncomingCall({ type: 'incomingCall', mobile: 'javascript:alert(1)' })).toBe(false);
    expect(isIncomingCall({ type: 'other', mobile: '13800138000' })).toBe(false);
    expect(isIncomingCall('incomingCall')).toBe(false);
    expect(callAccessPath('13800138000', 2)).toBe('/workorder/orderaccess/access/index?callMobile1=13800138000&index=2');
  });
});
