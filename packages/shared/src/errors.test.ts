import { describe, expect, it } from 'vitest';
import { ERRORS, errorText, statusText } from './errors.ts';
import { LANGS } from './i18n.ts';

describe('error catalogue', () => {
  it('has a non-empty text in every language for every code, with the same placeholders', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGS) {
        expect(entry.text[lang], `${code} ${lang}`).toBeTruthy();
        expect(placeholders(entry.text[lang]), `${code} ${lang}`).toEqual(placeholders(entry.text['zh-CN']));
      }
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps the spec section 8 texts exactly', () => {
    expect(statusText(0, 'zh-CN')).toBe('操作太频繁，请勿重复请求');
    expect(statusText(401, 'zh-CN')).toBe('当前操作没有权限');
    expect(statusText(403, 'zh-CN')).toBe('当前操作没有权限');
    expect(statusText(404, 'zh-CN')).toBe('资源不存在');
    expect(statusText(417, 'zh-CN')).toBe('未绑定登录账号，请使用密码登录后绑定');
    expect(statusText(423, 'zh-CN')).toBe('演示环境不能操作，如需了解联系我们');
    expect(statusText(426, 'zh-CN')).toBe('用户名不存在或密码错误');
    expect(statusText(428, 'zh-CN')).toBe('验证码错误,请重新输入');
    expect(statusText(429, 'zh-CN')).toBe('请求过频繁');
    expect(statusText(479, 'zh-CN')).toBe('演示环境，没有权限操作');
    expect(statusText(502, 'zh-CN')).toBe('系统未知错误,请反馈给管理员');
    expect(errorText('loggedInElsewhere', 'zh-CN')).toBe('当前用户已经在另外设备登录，请退出重新登录!');
    expect(errorText('fileTooLarge', 'zh-CN', { n: 5 })).toBe('上传文件大小不能超过5M');
    expect(errorText('fileCount', 'zh-CN', { n: 3 })).toBe('文件总数量不能超过3个');
  });

  it('fills a placeholder given in each language with the message language\'s text', () => {
    const params = { status: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelada' }, action: { 'zh-CN': '接单', 'en-US': 'Accept', 'es-ES': 'Aceptar' } };
    expect(errorText('orderActionRefused', 'zh-CN', params)).toBe('工单当前状态（已取消）不能执行“接单”，请刷新后查看');
    expect(errorText('orderActionRefused', 'en-US', params)).toBe('The order is now "Cancelled" and "Accept" is not possible; refresh to see where it stands');
    expect(errorText('orderActionRefused', 'es-ES', params)).toBe('La orden está ahora en "Cancelada" y "Aceptar" no es posible; actualice para ver su estado');
  });
});
