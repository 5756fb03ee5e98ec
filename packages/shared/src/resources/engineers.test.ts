import { describe, expect, it } from 'vitest';
import { canChangePostStat, ENGINEER_CHANGE_FIELDS, ENGINEER_LEVELS, ID_NUMBER_RE, isPromotion, maskIdNumber, POST_STATS } from './engineers.ts';

describe('engineer rules', () => {
  it('moves the on-job status only along the table: every status against every status', () => {
    const allowed = POST_STATS.flatMap((from) => POST_STATS.filter((to) => canChangePostStat(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['on_job>leave', 'on_job>dimission', 'leave>on_job', 'leave>dimission', 'dimission>on_job']);
    expect(canChangePostStat('retired', 'on_job')).toBe(false);
  });

  it('promotes only to a strictly higher level: every level against every level', () => {
    const ups = ENGINEER_LEVELS.flatMap((from) => ENGINEER_LEVELS.filter((to) => isPromotion(from, to)).map((to) => `${from}>${to}`));
    expect(ups).toEqual([
      'novice>intermediate', 'novice>advanced', 'novice>senior', 'intermediate>advanced', 'intermediate>senior', 'advanced>senior',
    ]);
    expect(isPromotion('novice', 'guru')).toBe(false);
  });

  it('masks an ID number to its first and last four characters', () => {
    expect(maskIdNumber('110101199003071234')).toBe('1101**********1234');
    expect(maskIdNumber('110101900307123')).toBe('1101*******7123');
    expect(maskIdNumber('1234')).toBe('****');
    expect(maskIdNumber(null)).toBeNull();
    expect(maskIdNumber('')).toBe('');
  });

  it('knows a resident ID number by its form', () => {
    expect(['110101199003071234', '11010119900307123X', '110101900307123'].every((v) => ID_NUMBER_RE.test(v))).toBe(true);
    expect(['11010119900307123Y', '1101011990030712', 'abc'].some((v) => ID_NUMBER_RE.test(v))).toBe(false);
  });

  it('lets a change request touch every written field but the login account and the level', () => {
    expect(ENGINEER_CHANGE_FIELDS).not.toContain('loginAccount');
    expect(ENGINEER_CHANGE_FIELDS).not.toContain('level');
    expect(ENGINEER_CHANGE_FIELDS).not.toContain('postStat');
    expect(ENGINEER_CHANGE_FIELDS).toContain('mobile');
    expect(ENGINEER_CHANGE_FIELDS).toContain('deptId');
  });
});
