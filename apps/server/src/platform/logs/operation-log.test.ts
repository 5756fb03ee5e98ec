import { describe, expect, it } from 'vitest';
import { maskParams } from './operation-log.ts';

describe('maskParams', () => {
  it('masks passwords, secrets, tokens and SMS codes at any depth, and keeps business codes', () => {
    const text = maskParams({ username: 'admin', password: 'p', nested: { refresh_token: 't', smsCode: '1', newPassword: 'n' }, code: 'DEPT-01' });
    expect(JSON.parse(text)).toEqual({ username: 'admin', password: '******', nested: { refresh_token: '******', smsCode: '******', newPassword: '******' }, code: 'DEPT-01' });
  });
  it('cuts long parameters', () => {
    expect(maskParams({ a: 'x'.repeat(5000) }).length).toBeLessThanOrEqual(2001);
  });
});
