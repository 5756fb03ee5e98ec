import { describe, expect, it } from 'vitest';
import { PUSH_PLACEHOLDERS } from '../resources/rules.ts';
import { fillTemplate, isAppRoute, supervisionReminderText } from './push.ts';

describe('push templates and site-message links', () => {
  it('fills known placeholders, empties missing values, leaves unknown ones as written', () => {
    expect(fillTemplate('{customerName}，工单{orderNo}（{brand}）{engineerName}{other}', { customerName: '张先生', orderNo: 'SO1', brand: '示范', engineerName: null }, PUSH_PLACEHOLDERS)).toBe(
      '张先生，工单SO1（示范）{other}',
    );
    expect(fillTemplate('{orderNo}{orderNo} {}', { orderNo: '<b>' }, PUSH_PLACEHOLDERS)).toBe('<b><b> {}');
  });

  it('keeps only routes of the app as links', () => {
    expect(isAppRoute('/workorder/order/detail/12')).toBe(true);
    expect(isAppRoute('/care/supervision/index?x=1')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/a"><script>', '', 'workorder']) expect(isAppRoute(bad), bad).toBe(false);
    expect(isAppRoute(`/${'a'.repeat(300)}`)).toBe(false);
  });

  it('words the supervision reminders in each language', () => {
    const values = { no: 'DB1', dueDate: '2030-01-10', reason: 'late' };
    expect(supervisionReminderText('supervision_due', 'zh-CN', values)).toEqual({ title: '督办单DB1明天到期', text: '督办单DB1将于2030-01-10到期，请尽快回复。督办原因：late' });
    expect(supervisionReminderText('supervision_overdue', 'en-US', values).title).toBe('Supervision order DB1 is overdue');
    expect(supervisionReminderText('supervision_overdue', 'es-ES', values).text).toContain('venció el 2030-01-10');
  });
});
