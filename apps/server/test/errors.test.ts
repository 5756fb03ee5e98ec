/** The error handler's last resort before a 500: a write that lost a race at the database is a clear 409, never a 500. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { handleError, isWriteConflict } from '../src/http/errors.ts';
import { createTestApp } from './helper.ts';

describe('write conflicts at the database', async () => {
  const t = await createTestApp();

  /** A real unique violation raised by the driver, as drizzle passes it on. */
  async function uniqueViolation(): Promise<unknown> {
    const row = { tenantId: 1, code: 'RACE', name: 'race', orderType: 'repair' };
    try {
      await t.deps.database.withTenant(1, async (tx) => {
        await tx.insert(s.basServiceType).values(row);
        await tx.insert(s.basServiceType).values(row);
      });
    } catch (error) {
      return error;
    }
    throw new Error('the second insert went through');
  }

  it('recognises a unique violation, and not other errors', async () => {
    expect(isWriteConflict(await uniqueViolation())).toBe(true);
    expect(isWriteConflict(new Error('boom'))).toBe(false);
  });

  it('answers 409 with a localised message in the caller’s envelope, and writes nothing', async () => {
    const error = await uniqueViolation();
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/admin/x', async () => Promise.reject(error));
    app.get('/basic/x', async () => Promise.reject(error));
    const platform = await app.inject({ method: 'GET', url: '/admin/x', headers: { 'accept-language': 'en-US' } });
    expect(platform.statusCode).toBe(409);
    expect(platform.json()).toEqual({ code: 1, msg: 'Someone else changed this data at the same moment; refresh and try again', data: null });
    const business = await app.inject({ method: 'GET', url: '/basic/x' });
    expect(business.statusCode).toBe(409);
    expect(business.json()).toEqual({ type: 'error', msg: '数据刚被他人修改，请刷新后重试', objx: null });
    await app.close();
    const rows = await t.deps.database.withTenant(1, (tx) => tx.select().from(s.basServiceType));
    expect(rows.some((r) => r.code === 'RACE')).toBe(false);
  });
});

describe('validation failures', async () => {
  const t = await createTestApp();
  const en = { ...(await t.login('admin')), 'accept-language': 'en-US' };
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, headers: en, payload });

  it('name each field with its problem in data / objx, beside the message pig clients read', async () => {
    // A resource's own checks (business envelope).
    const resource = await post('/basic/basServiceType/add', { code: 'FE-1', orderType: 'repair', sort: -1 });
    expect(resource.statusCode).toBe(400);
    expect(resource.json()).toEqual({
      type: 'error',
      msg: 'name: cannot be empty; sort: cannot be less than 0',
      objx: [
        { field: 'name', message: 'cannot be empty' },
        { field: 'sort', message: 'cannot be less than 0' },
      ],
    });
    // A route's schema (platform envelope).
    const schema = await post('/admin/user/resetPassword', { id: 'x' });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().data).toEqual(expect.arrayContaining([{ field: 'id', message: expect.any(String) }]));
    expect(schema.json().msg).toContain('id: ');
    // Anything else carries no field list.
    const missing = await post('/basic/basServiceType/getById', { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().objx).toBeNull();
  });
});
