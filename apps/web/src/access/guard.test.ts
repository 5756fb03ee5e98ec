import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { decide, menuTarget, PUBLIC_PATHS } from './guard.ts';

describe('navigation guard', () => {
  it('sends a visitor without a token to the login page, remembering where they were going', () => {
    expect(decide({ path: '/admin/user/index', hasToken: false, locked: false })).toEqual({ action: 'redirect', to: '/login?redirect=%2Fadmin%2Fuser%2Findex' });
    expect(decide({ path: '/wel/index', hasToken: false, locked: false }).action).toBe('redirect');
  });

  it('lets a visitor without a token open the public routes', () => {
    for (const path of PUBLIC_PATHS) expect(decide({ path, hasToken: false, locked: false })).toEqual({ action: 'allow' });
  });

  it('keeps a locked session on the lock screen', () => {
    expect(decide({ path: '/wel/index', hasToken: true, locked: true })).toEqual({ action: 'redirect', to: '/lock' });
    expect(decide({ path: '/login', hasToken: true, locked: true })).toEqual({ action: 'redirect', to: '/lock' });
    expect(decide({ path: '/lock', hasToken: true, locked: true })).toEqual({ action: 'allow' });
  });

  it('sends a signed-in user away from the login page, to where they were going or home', () => {
    expect(decide({ path: '/login', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/wel/index' });
    expect(decide({ path: '/login', search: '?redirect=%2Fadmin%2Fdict%2Findex', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/admin/dict/index' });
    // The root address is the home page; another site's address is not followed.
    expect(decide({ path: '/login', search: '?redirect=%2F', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/wel/index' });
    expect(decide({ path: '/login', search: '?redirect=%2F%2Fevil.example', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/wel/index' });
  });

  it('opens the home page at the root address, and sends a visitor from there to the login page on the way home', () => {
    expect(decide({ path: '/', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/wel/index' });
    expect(decide({ path: '/wel', hasToken: true, locked: false })).toEqual({ action: 'redirect', to: '/wel/index' });
    expect(decide({ path: '/', hasToken: false, locked: false })).toEqual({ action: 'redirect', to: '/login?redirect=%2Fwel%2Findex' });
  });

  it('allows a route without roles meta, or whose roles include the user role', () => {
    expect(decide({ path: '/x', hasToken: true, locked: false })).toEqual({ action: 'allow' });
    expect(decide({ path: '/x', hasToken: true, locked: false, routeRoles: ['ROLE_HQ'], userRoles: ['ROLE_HQ'] })).toEqual({ action: 'allow' });
    expect(decide({ path: '/x', hasToken: true, locked: false, routeRoles: ['ROLE_HQ'], userRoles: ['ROLE_ENGINEER'] })).toEqual({ action: 'redirect', to: '/403' });
  });
});

describe('menu targets', () => {
  it('opens external menu paths in the iframe route with url and htt', () => {
    expect(menuTarget('https://example.com/report?a=1')).toEqual({
      kind: 'iframe',
      to: '/myiframe/urlPath?name=example-com-report-a-1&url=example.com%2Freport%3Fa%3D1&htt=1',
    });
    expect(menuTarget('http://intranet/x').to).toContain('htt=0');
    expect(menuTarget('/admin/user/index')).toEqual({ kind: 'route', to: '/admin/user/index' });
  });
});

describe('can', () => {
  it('answers for one permission or any of a list', () => {
    expect(can(['sys_user_add'], 'sys_user_add')).toBe(true);
    expect(can(['sys_user_add'], 'sys_user_del')).toBe(false);
    expect(can(['sys_user_add'], ['sys_user_del', 'sys_user_add'])).toBe(true);
    expect(can(['sys_user_add'], [])).toBe(false);
    expect(can(undefined, 'sys_user_add')).toBe(false);
  });

  it('refuses any other kind of value', () => {
    expect(() => can(['a'], 42 as unknown as string)).toThrow(TypeError);
  });
});
