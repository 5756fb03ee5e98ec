/** /auth and the sign-in helpers of /admin (captcha image, SMS code, registration, social binding). */
import { errorText, ok } from '@as/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import svgCaptcha from 'svg-captcha';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf, requestedTenant } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { requestLang } from '../../http/lang.ts';
import { registerUser } from '../users/user.service.ts';
import { findClient, saveCaptcha, takeCaptcha, upsertSocialBinding } from './auth.repository.ts';
import { checkSlide, drawSliderPuzzle, newSliderSecrets, passedKey, SLIDER_TTL_SECONDS, sliderKey } from './captcha.ts';
import { socialOpenId } from './social.adapter.ts';
import { createTokenService, parseBasic, type RequestMeta } from './token.service.ts';

const str = z.string().max(512).optional();
const GrantQuery = z.object({
  grant_type: z.string().max(32),
  username: str,
  password: str,
  refresh_token: str,
  mobile: str,
  code: str,
  state: str,
  randomStr: str,
  scope: str,
});

const SlideCheck = z.object({ captchaType: z.string().max(32).optional(), token: z.string().min(1).max(64), pointJson: z.string().min(1).max(512) });

const SITE = 'http://site.invalid';
/** Browsers read '//host' and '/\host' as another site's address, and drop tabs and line breaks before reading. */
const sameSite = (path: string) => /^\/(?![/\\])/.test(path) && !/[\\\s\p{Cc}]/u.test(path);

/**
 * Whether a redirect stays on this site: a path with one leading '/', no backslash, space or control character,
 * as written, once percent-decoded (however many times it was encoded), and once resolved ('/a/..//host').
 */
function sitePath(redirect: string): boolean {
  let decoded = redirect;
  for (let round = 0; round < 4; round++) {
    if (!sameSite(decoded)) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) {
      const url = new URL(redirect, SITE);
      return url.origin === SITE && sameSite(url.pathname);
    }
    decoded = next;
  }
  return false;
}

/** A site path with query parameters added to its own. */
function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, SITE);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

const meta = (request: FastifyRequest): RequestMeta => ({
  tenantId: requestedTenant(request) ?? 1,
  remoteAddr: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokens = createTokenService(deps);

  r.post(
    '/auth/oauth/token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Issue tokens (password, refresh_token, mobile SMS@phone or type@code)', querystring: GrantQuery.partial(), body: GrantQuery.partial().nullish() },
    },
    async (request) => {
      // Parameters may come in the query or in a form body (pig clients use both).
      const input = GrantQuery.parse({ ...(request.body ?? {}), ...request.query });
      return tokens.token(parseBasic(request.headers.authorization), input, meta(request));
    },
  );

  // pigx clients' paths of the mobile grant: the same grant as /auth/oauth/token with grant_type mobile (an SMS
  // code as mobile=SMS@<phone>, a social account as mobile=<type>@<code>).
  for (const path of ['/auth/mobile/token/sms', '/auth/mobile/token/social']) {
    r.post(
      path,
      { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Mobile grant (pigx path)', querystring: GrantQuery.partial(), body: GrantQuery.partial().nullish() } },
      async (request) => {
        const input = GrantQuery.parse({ grant_type: 'mobile', ...(request.body ?? {}), ...request.query });
        if (input.grant_type !== 'mobile') throw new AppError('unsupportedGrant');
        // A bare phone number on the SMS path is an SMS login.
        if (path.endsWith('/sms') && input.mobile && !input.mobile.includes('@')) input.mobile = `SMS@${input.mobile}`;
        return tokens.token(parseBasic(request.headers.authorization), input, meta(request));
      },
    );
  }

  r.get(
    '/auth/oauth/check_token',
    { config: { access: 'public' }, schema: { tags: ['auth'], querystring: z.object({ token: z.string().min(1).max(512) }) } },
    async (request) => tokens.checkToken(parseBasic(request.headers.authorization), request.query.token),
  );

  r.delete('/auth/token/logout', { config: { access: 'user', title: 'logout' }, schema: { tags: ['auth'] } }, async (request) => {
    await tokens.logout(authOf(request).tokenId);
    return ok(true);
  });

  // Not in the pig contract: lets a login page know whether this client wants a captcha before it asks for one.
  r.get(
    '/auth/oauth/client/:clientId/settings',
    { config: { access: 'public' }, schema: { tags: ['auth'], params: z.object({ clientId: z.string().min(1).max(64) }) } },
    async (request) => {
      const client = await findClient(deps.database.db, request.params.clientId);
      if (!client) throw new AppError('notFound');
      return ok({ captcha: client.captchaFlag });
    },
  );

  // With randomStr: our web app's image captcha (SVG). Without: pig clients' slider captcha (captcha.ts), its
  // images as PNG Base64 in AJ-Captcha's answer, which pig clients read inside the R envelope.
  r.get(
    '/code',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Captcha: an image for randomStr, else a slider puzzle', querystring: z.object({ randomStr: z.string().min(1).max(64).optional() }).passthrough() },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.query.randomStr) {
        const captcha = svgCaptcha.create({ size: 4, ignoreChars: '0oO1ilI', noise: 2, width: 100, height: 38 });
        await saveCaptcha(deps.database.db, request.query.randomStr, captcha.text, 60);
        return reply.type('image/svg+xml').send(captcha.data);
      }
      const { x, originalImageBase64, jigsawImageBase64 } = drawSliderPuzzle();
      const { token, secretKey } = newSliderSecrets();
      await saveCaptcha(deps.database.db, sliderKey(token), JSON.stringify({ x, secretKey }), SLIDER_TTL_SECONDS);
      return ok({ repCode: '0000', repMsg: null, success: true, repData: { captchaType: 'blockPuzzle', token, secretKey, originalImageBase64, jigsawImageBase64 } });
    },
  );

  // The slide, once: a wrong one or an unknown token answers repCode 6111 (AJ-Captcha's "verification failed") and
  // the client draws a new puzzle; a right one is remembered for the login that follows.
  r.post(
    '/code/check',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Check a slider captcha', querystring: SlideCheck.partial(), body: SlideCheck.partial().nullish() } },
    async (request) => {
      const input = SlideCheck.parse({ ...(request.body ?? {}), ...request.query });
      const stored = await takeCaptcha(deps.database.db, sliderKey(input.token));
      const answer = stored ? (JSON.parse(stored.code) as { x: number; secretKey: string }) : null;
      const verification = answer ? checkSlide(answer, input.token, input.pointJson) : null;
      if (!verification) return ok({ repCode: '6111', repMsg: errorText('badCaptcha', requestLang(request)), success: false, repData: null });
      await saveCaptcha(deps.database.db, passedKey(verification), '1', SLIDER_TTL_SECONDS);
      return ok({ repCode: '0000', repMsg: null, success: true, repData: { captchaType: input.captchaType ?? 'blockPuzzle', token: input.token, result: true } });
    },
  );

  r.get(
    '/admin/mobile/:mobile',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Send an SMS login code', params: z.object({ mobile: z.string().max(20) }) } },
    async (request) => {
      await tokens.sendSmsCode(meta(request).tenantId, request.params.mobile);
      return ok(true);
    },
  );

  r.post(
    '/admin/register/user',
    {
      config: { access: 'public', title: 'register' },
      schema: {
        tags: ['auth'],
        body: z.object({
          username: z.string().trim().min(1).max(64),
          password: z.string().min(1).max(512),
          phone: z.string().max(20).optional(),
          name: z.string().max(64).optional(),
        }),
      },
    },
    async (request) => ok(await registerUser(deps, meta(request).tenantId, request.body)),
  );

  // The local social provider's authorize page (SOCIAL_PROVIDER=local, tests and demos only; see social.adapter.ts):
  // as a provider's, it is asked by the app's id (appid) and its code is for that app only.
  r.get(
    '/auth/social/:type/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params: z.object({ type: z.string().min(1).max(16).regex(/^\w+$/) }),
        querystring: z.object({
          appid: z.string().min(1).max(128),
          state: z.string().min(1).max(128),
          openId: z.string().min(1).max(128),
          redirect: z.string().max(255).refine(sitePath, 'formatError').default('/authredirect'),
        }),
      },
    },
    async (request, reply) => {
      const { issue } = deps.social;
      if (!issue) throw new AppError('socialLoginOff');
      const { type } = request.params;
      const { appid, state, openId, redirect } = request.query;
      const code = await issue(deps.database.db, type, appid, openId, state);
      return reply.redirect(withParams(redirect, { type, state, code }));
    },
  );

  r.post(
    '/admin/social/bind',
    {
      config: { access: 'user', title: 'bind social account' },
      schema: { tags: ['auth'], body: z.object({ type: z.string().min(1).max(16), code: z.string().min(1).max(128), state: z.string().min(1).max(128) }) },
    },
    async (request) => {
      const auth = authOf(request);
      const { type, code, state } = request.body;
      const openId = await socialOpenId(deps, auth.tenantId, type, code, state);
      if (!openId) throw new AppError('formatError');
      await deps.database.withTenant(auth.tenantId, (tx) => upsertSocialBinding(tx, auth.tenantId, auth.userId, type, openId));
      return ok(true);
    },
  );

}
