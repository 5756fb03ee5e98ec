import { describe, expect, it } from 'vitest';
import { articleBlocks } from './body.ts';
import { addressedTo, allowedKnowledgeActions, applyKnowledgeAction, KNOWLEDGE_ACTION_NAMES, KNOWLEDGE_STATUSES } from './knowledge.ts';
import { searchQuery, searchTerms } from './search.ts';

describe('knowledge transitions', () => {
  const expected: Record<string, string[]> = { draft: ['update', 'publish'], published: ['withdraw'], withdrawn: ['update', 'publish'] };
  it.each(KNOWLEDGE_STATUSES)('%s allows exactly its actions', (status) => {
    expect(allowedKnowledgeActions({ status })).toEqual(expected[status]);
    for (const action of KNOWLEDGE_ACTION_NAMES) expect(applyKnowledgeAction({ status }, action) !== null).toBe(expected[status].includes(action));
  });
  it('publishes and withdraws', () => {
    expect(applyKnowledgeAction({ status: 'draft' }, 'publish')).toEqual({ status: 'published' });
    expect(applyKnowledgeAction({ status: 'published' }, 'withdraw')).toEqual({ status: 'withdrawn' });
  });
  it('addresses all roles when none are named', () => {
    expect(addressedTo([], [5])).toBe(true);
    expect(addressedTo([3, 4], [5])).toBe(false);
    expect(addressedTo([3, 4], [4])).toBe(true);
  });
});

describe('search terms', () => {
  it('indexes Chinese as characters and pairs, Latin words folded', () => {
    expect(searchTerms('漏水报警', 'Reparación del E1')).toEqual(['漏', '水', '报', '警', '漏水', '水报', '报警', 'reparacion', 'del', 'e1']);
  });
  it('splits mixed runs and drops punctuation', () => {
    expect(searchTerms('E1故障：室内机')).toEqual(['e1', '故', '障', '故障', '室', '内', '机', '室内', '内机']);
  });
  it('asks for every word, Latin ones as prefixes, Chinese ones by pairs', () => {
    expect(searchQuery('漏水 Leak')).toBe("'漏水' & 'leak':*");
    expect(searchQuery('室内机')).toBe("'室内' & '内机'");
    expect(searchQuery('灯')).toBe("'灯'");
    expect(searchQuery('  reparación ')).toBe("'reparacion':*");
  });
  it('has no query for words without letters or digits, nor any quote to inject', () => {
    expect(searchQuery("'; drop --")).toBe("'drop':*");
    expect(searchQuery(' !? ')).toBeNull();
  });
  it('finds what it indexed', () => {
    const terms = new Set(searchTerms('空调室内机漏水的处理 Water leaking from the indoor unit'));
    for (const part of searchQuery('室内机 漏水 leak')!.split(' & ')) {
      const [, lexeme, prefix] = /^'(.+)'(:\*)?$/.exec(part)!;
      expect([...terms].some((t) => (prefix ? t.startsWith(lexeme) : t === lexeme))).toBe(true);
    }
  });
});

describe('article blocks', () => {
  it('reads headings, paragraphs and lists as text', () => {
    expect(articleBlocks('## 步骤\n先断电。\n再检查\n\n- 排水管\n- 接水盘\n1. 一\n2. 二\n<b>x</b>')).toEqual([
      { kind: 'heading', text: '步骤' },
      { kind: 'paragraph', text: '先断电。\n再检查' },
      { kind: 'bullets', items: ['排水管', '接水盘'] },
      { kind: 'numbers', items: ['一', '二'] },
      { kind: 'paragraph', text: '<b>x</b>' },
    ]);
  });
  it('is empty for an empty text', () => {
    expect(articleBlocks('  \n\n')).toEqual([]);
  });
});
