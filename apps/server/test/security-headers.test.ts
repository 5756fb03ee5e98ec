/** The security headers of every response: a content security policy that forbids inline script, and helmet's others. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { createTestApp } from './helper.ts';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'as-web-'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/index.js"></script>');

/** The policy's directives by name. */
function policy(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', async () => {
  const t = await createTestApp({ WEB_DIST: web });
  const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  it('serves the web app under a policy that runs only its own scripts', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(policy(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      // antd writes its styles at run time (CSS-in-JS).
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'http:', 'https:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves a client-side route, the interface document and API answers under the same policy', async () => {
    const app = policy((await page('/')).headers['content-security-policy']);
    for (const res of [await page('/workorder/map/index'), await page('/document'), await t.request({ method: 'GET', url: '/admin/menu' })]) {
      expect(policy(res.headers['content-security-policy'])).toEqual(app);
    }
  });

  it('lets map tiles come from the hosts MAP_TILE_ORIGINS names', async () => {
    const { MAP_TILE_ORIGINS } = loadConfig({ MAP_TILE_ORIGINS: 'https://*.tiles.example.cn, http://10.1.2.3:8080' });
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'https://tile.example.cn/{z}/{x}/{y}.png' })).toThrow(/an origin such as/);
    const other = await createTestApp({ WEB_DIST: web, MAP_TILE_ORIGINS });
    const res = await other.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(policy(res.headers['content-security-policy'])['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.cn', 'http://10.1.2.3:8080']);
  });
});
