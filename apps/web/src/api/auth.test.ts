import { describe, expect, it } from 'vitest';
import { encryptPassword } from './auth.ts';

describe('password encryption', () => {
  it('matches the pig contract test vectors (CBC, zero padding)', () => {
    expect(encryptPassword('123456', 'pigxpigxpigxpigx')).toBe('rKu1/348LvKp0rsVC06eCA==');
    expect(encryptPassword('123456', 'thanks,pig4cloud')).toBe('LFEt60GoMTj5/mQQ7HjJeA==');
  });
});
