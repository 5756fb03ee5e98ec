/** The call-centre seat password (psdOf400) is sealed at rest and given in clear only to its own user. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser } from '../src/platform/users/user.table.ts';
import { openSecrets } from '../src/server.ts';
import { createTestApp } from './helper.ts';

describe('call-centre seat password', async () => {
  const t = await createTestApp();
  const stored = async () => (await t.deps.database.db.select({ psd: sysUser.psdOf400 }).from(sysUser).where(eq(sysUser.username, 'visitor_sun')))[0].psd;

  it('is stored sealed, never in clear', async () => {
    const value = await stored();
    expect(value).toMatch(/^v1:/);
    expect(value).not.toContain('demo-seat');
  });

  it('reaches its user in clear through the user info, for the softphone', async () => {
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: await t.login('visitor_sun') })).json().data;
    expect(info.sysUser).toMatchObject({ accountOf400: 'hq-400', psdOf400: 'demo-seat', agentPhoneNum: '8001' });
  });

  it('is sealed when a start finds it in clear (an older database), and only then', async () => {
    await t.deps.database.db.update(sysUser).set({ psdOf400: 'typed-in-clear' }).where(eq(sysUser.username, 'visitor_sun'));
    const box = await openSecrets(t.deps.config, t.deps.database);
    const sealed = await stored();
    expect(sealed).toMatch(/^v1:/);
    expect(box.open(sealed)).toBe('typed-in-clear');
    await openSecrets(t.deps.config, t.deps.database);
    expect(await stored()).toBe(sealed);
  });
});
