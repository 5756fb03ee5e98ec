import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { LANGS } from '../i18n.ts';
import {
  accidentReportResource,
  allowedQualityReportActions,
  applyQualityReportAction,
  QUALITY_REPORT_ACTION_LABELS,
  QUALITY_REPORT_ACTION_NAMES,
  QUALITY_REPORT_ACTIONS,
  QUALITY_REPORT_DICTS,
  QUALITY_REPORT_PERMISSIONS,
  QUALITY_REPORT_STATUSES,
  qualityReportResource,
} from './quality-report.ts';

describe('quality and accident report transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = { draft: ['update', 'submit'], submitted: ['confirm', 'return'], returned: ['update', 'submit'], confirmed: [] };
    for (const status of QUALITY_REPORT_STATUSES) expect(allowedQualityReportActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, (from: string) => string> = { update: (from) => from, submit: () => 'submitted', confirm: () => 'confirmed', return: () => 'returned' };
    for (const status of QUALITY_REPORT_STATUSES)
      for (const action of QUALITY_REPORT_ACTION_NAMES) {
        const after = applyQualityReportAction({ status }, action);
        if (allowedQualityReportActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action](status));
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('gives the writer update and submit, headquarters confirm and return, each kind its own permissions', () => {
    expect(QUALITY_REPORT_ACTION_NAMES.map((a) => QUALITY_REPORT_ACTIONS[a].permission)).toEqual(['add', 'add', 'confirm', 'confirm']);
    expect(Object.values(QUALITY_REPORT_PERMISSIONS.quality).filter((p) => Object.values(QUALITY_REPORT_PERMISSIONS.accident).includes(p as never))).toEqual([]);
    expect([qualityReportResource.name, accidentReportResource.name]).toEqual(['wkQualityReport', 'wkAccidentReport']);
    expect(accidentReportResource.fields.map((f) => f.name)).toContain('injury');
    expect(qualityReportResource.fields.map((f) => f.name)).not.toContain('injury');
  });

  it('labels every status, severity and action in every language', () => {
    for (const dict of QUALITY_REPORT_DICTS) for (const item of dict.items) expect(item.every((text) => text.trim().length > 0), `${dict.type} ${item[0]}`).toBe(true);
    for (const action of QUALITY_REPORT_ACTION_NAMES) for (const lang of LANGS) expect(QUALITY_REPORT_ACTION_LABELS[action][lang]).toBeTruthy();
    expect(ERRORS.qualityReportActionRefused.status).toBe(409);
  });
});
