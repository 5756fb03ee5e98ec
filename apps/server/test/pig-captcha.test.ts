/**
 * The slider captcha as pigx-ui 3.x (AJ-Captcha's verifySlide) uses it (issue 20): GET /code without parameters,
 * POST /code/check with the slide AES-ECB-encrypted by the secretKey, then the password grant with randomStr
 * blockPuzzle and the verification string as code. The client side is written here from AJ-Captcha's protocol, with
 * node's own AES, not from our helpers.
 */
import { createCipheriv } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysCaptcha, sysOauthClient } from '../src/db/schema.ts';
import { BASIC_TEST, createTestApp, PASSWORD } from './helper.ts';

/** CryptoJS.AES.encrypt(word, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(), as AJ-Captcha's client does. */
const aesEncrypt = (word: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(word, 'utf8'), cipher.final()]).toString('base64');
};

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (base64: string) => {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

describe('pig clients: slider captcha', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;

  const puzzle = async () => {
    const res = await t.request({ method: 'GET', url: '/code' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, data: { repCode: '0000', repData: { originalImageBase64: expect.any(String), jigsawImageBase64: expect.any(String), token: expect.any(String), secretKey: expect.any(String) } } });
    const { token, secretKey } = body.data.repData;
    // The hole's x, which only the server knows.
    const [row] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.randomStr, `slider:${token}`));
    return { ...body.data.repData, x: JSON.parse(row.code).x as number, token: token as string, secretKey: secretKey as string };
  };
  const check = (p: { token: string; secretKey: string }, x: number) =>
    t.request({ method: 'POST', url: '/code/check', payload: { captchaType: 'blockPuzzle', token: p.token, pointJson: aesEncrypt(JSON.stringify({ x, y: 5.0 }), p.secretKey) } });
  const grant = (query: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': '1', 'content-type': 'application/x-www-form-urlencoded' },
      query: { grant_type: 'password', scope: 'server', ...query },
      payload: new URLSearchParams({ username: 'admin', password: PASSWORD }).toString(),
    });

  it('draws a 310x155 background and a 47 px wide piece as tall, on the server, a new one each time', async () => {
    const a = await puzzle();
    expect(pngSize(a.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(pngSize(a.jigsawImageBase64)).toEqual({ width: 47, height: 155 });
    const b = await puzzle();
    expect(b.token).not.toBe(a.token);
    expect(b.originalImageBase64).not.toBe(a.originalImageBase64);
  });

  it('passes a slide within 5 px of the hole, once; a wrong slide or an unknown token fails and spends the puzzle', async () => {
    const wrong = await puzzle();
    const miss = (await check(wrong, wrong.x + 30)).json();
    expect(miss).toMatchObject({ code: 0, data: { repCode: '6111', success: false } });
    // The puzzle is spent: the right answer after a wrong one fails too.
    expect((await check(wrong, wrong.x)).json().data.repCode).toBe('6111');
    expect((await check({ token: 'f'.repeat(32), secretKey: wrong.secretKey }, wrong.x)).json().data.repCode).toBe('6111');
    // Garbage that does not decrypt is a failed check, not an error.
    const garbage = await puzzle();
    const bad = await t.request({ method: 'POST', url: '/code/check', payload: { captchaType: 'blockPuzzle', token: garbage.token, pointJson: 'bm90IGVuY3J5cHRlZA==' } });
    expect(bad.json().data.repCode).toBe('6111');

    const right = await puzzle();
    const pass = (await check(right, right.x + 3.5)).json();
    expect(pass).toMatchObject({ code: 0, data: { repCode: '0000', success: true } });
    expect((await check(right, right.x)).json().data.repCode).toBe('6111');
  });

  it('lets the token grant through with the verification of a passed slide when the client asks for a captcha, once', async () => {
    await db.update(sysOauthClient).set({ captchaFlag: true }).where(eq(sysOauthClient.clientId, 'test'));
    try {
      const p = await puzzle();
      const slid = JSON.stringify({ x: p.x - 2, y: 5.0 });
      expect((await check(p, p.x - 2)).json().data.repCode).toBe('0000');
      const captchaVerification = aesEncrypt(`${p.token}---${slid}`, p.secretKey);

      expect((await grant({ randomStr: 'blockPuzzle', code: 'made-up' })).statusCode).toBe(428);
      expect((await grant({ randomStr: 'blockPuzzle' })).statusCode).toBe(428);
      const ok = await grant({ randomStr: 'blockPuzzle', code: captchaVerification });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().access_token).toEqual(expect.any(String));
      expect((await grant({ randomStr: 'blockPuzzle', code: captchaVerification })).statusCode).toBe(428);

      // A slide that failed its check gives no verification that logs in.
      const failed = await puzzle();
      await check(failed, failed.x + 40);
      expect((await grant({ randomStr: 'blockPuzzle', code: aesEncrypt(`${failed.token}---${JSON.stringify({ x: failed.x + 40, y: 5 })}`, failed.secretKey) })).statusCode).toBe(428);

      // Our web app's image captcha is unchanged.
      const image = await t.request({ method: 'GET', url: '/code', query: { randomStr: 'img-1' } });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      const [row] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.randomStr, 'img-1'));
      expect((await grant({ randomStr: 'img-1', code: row.code })).statusCode).toBe(200);
    } finally {
      await db.update(sysOauthClient).set({ captchaFlag: false }).where(eq(sysOauthClient.clientId, 'test'));
    }
  });

  it('asks for no captcha when the client has it off (the switch)', async () => {
    expect((await grant({})).statusCode).toBe(200);
  });
});
