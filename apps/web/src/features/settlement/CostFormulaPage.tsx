/**
 * The cost formula (费用公式): the version in force and the earlier ones, a new version typed with a live check (the
 * shared formulaProblem, as the server checks it on save), the fee items it may name with their labels, and a "try
 * it" panel evaluating the typed formula on sample amounts, rounded by the tenant's money rule (company configuration).
 */
import {
  COST_FORMULA_PERMISSIONS,
  DEFAULT_COST_FORMULA,
  errorText,
  evaluateFormula,
  FORMULA_ITEM_LABELS,
  FORMULA_ITEMS,
  type FormulaItem,
  FormulaDivisionByZero,
  formulaItems,
  formulaProblem,
  type Lang,
  DEFAULT_MONEY_RULE,
  roundMoney,
} from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { type FormulaVersion, formulaVersions, pricingKeys, saveFormula } from './pricing-api.ts';
import { versionInForce } from './pricing-screen.ts';

const SAMPLE: Record<FormulaItem, string> = { service: '80', coefficient: '1.15', remote: '30', bonus: '5', reward: '0', penalty: '10', adhoc: '0', discount: '2.5' };

export function CostFormulaPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const can = useCan();
  const client = useQueryClient();
  const versions = useQuery({ queryKey: pricingKeys.formulas, queryFn: formulaVersions });
  const rows = versions.data?.records ?? [];
  const current = versionInForce(rows);
  const [formula, setFormula] = useState<string>();
  const text = formula ?? current?.formula ?? DEFAULT_COST_FORMULA;
  const rule = versions.data?.moneyRule ?? DEFAULT_MONEY_RULE;
  const [effectiveFrom, setEffectiveFrom] = useState<Dayjs | null>(null);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [sample, setSample] = useState<Record<FormulaItem, string>>(SAMPLE);

  const problem = useMemo(() => formulaProblem(text), [text]);
  const problemText = problem ? errorText(problem.code, lang, 'params' in problem ? problem.params : {}) : null;
  const label = (item: FormulaItem) => FORMULA_ITEM_LABELS[item][lang];
  const tried = useMemo(() => {
    if (problem) return null;
    try {
      return roundMoney(evaluateFormula(text, sample), rule);
    } catch (error) {
      return error instanceof FormulaDivisionByZero ? t('pricing.formula.divisionByZero') : null;
    }
  }, [problem, text, sample, rule, t]);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveFormula({ formula: text, effectiveFrom: effectiveFrom ? effectiveFrom.format('YYYY-MM-DD HH:mm:ss') : null, remark: remark || null });
      feedback.message?.success(t('pricing.formula.saved', { version: saved.version }));
      setFormula(undefined);
      setEffectiveFrom(null);
      setRemark('');
      await client.invalidateQueries({ queryKey: pricingKeys.formulas });
    } catch {
      // The request layer shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="cost-formula-page">
      <Card size="small" title={t('pricing.formula.title')} extra={current ? <Tag color="green">{t('pricing.formula.current', { version: current.version })}</Tag> : <Tag>{t('pricing.formula.none')}</Tag>}>
        <Form layout="vertical">
          <Form.Item label={t('pricing.formula.formula')} validateStatus={problem ? 'error' : 'success'} help={<span data-testid="formula-check">{problemText ?? t('pricing.formula.valid', { items: formulaItems(text).map(label).join(lang === 'zh-CN' ? '、' : ', ') })}</span>}>
            <Input.TextArea value={text} onChange={(e) => setFormula(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} style={{ fontFamily: 'monospace' }} data-testid="formula-input" />
          </Form.Item>
          <Form.Item label={t('pricing.formula.items')}>
            <Space wrap size={[4, 4]}>
              {FORMULA_ITEMS.map((item) => (
                <Tag key={item} style={{ cursor: 'pointer' }} onClick={() => setFormula(`${text.trimEnd()} ${text.trim() ? '+ ' : ''}${item}`)}>
                  <Typography.Text code>{item}</Typography.Text> {label(item)}
                </Tag>
              ))}
            </Space>
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item label={t('pricing.formula.rounding')} help={t('pricing.formula.roundingSetIn')}>
                <Typography.Text data-testid="formula-rounding">{t('pricing.formula.rule', { rounding: t(`pricing.formula.roundings.${rule.rounding}`), decimals: rule.decimals })}</Typography.Text>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('pricing.formula.effectiveFrom')} help={t('pricing.formula.effectiveNow')}>
                <DatePicker showTime value={effectiveFrom} onChange={setEffectiveFrom} style={{ width: '100%' }} format={DATE_TIME_FORMAT} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('pricing.formula.remark')}>
                <Input value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          {can(COST_FORMULA_PERMISSIONS.add) && (
            <Button type="primary" loading={saving} onClick={save} data-testid="formula-save">
              {t('pricing.formula.save')}
            </Button>
          )}
        </Form>
      </Card>

      <Card size="small" title={t('pricing.formula.tryIt')} data-testid="formula-try">
        <Typography.Paragraph type="secondary">{t('pricing.formula.tryHint')}</Typography.Paragraph>
        <Row gutter={[12, 8]}>
          {FORMULA_ITEMS.map((item) => (
            <Col key={item} xs={12} md={6}>
              <Input
                addonBefore={label(item)}
                value={sample[item]}
                onChange={(e) => setSample({ ...sample, [item]: /^-?\d*\.?\d*$/.test(e.target.value) ? e.target.value : sample[item] })}
                data-testid={`try-${item}`}
              />
            </Col>
          ))}
        </Row>
        <Alert
          style={{ marginTop: 12 }}
          type={tried && !problem ? 'info' : 'warning'}
          message={
            <span data-testid="formula-result">
              {t('pricing.formula.result')}: {problem ? problemText : (tried ?? '—')}
            </span>
          }
        />
      </Card>

      <Card size="small" title={t('pricing.formula.versions')}>
        <Table<FormulaVersion>
          size="small"
          rowKey="id"
          loading={versions.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          columns={[
            { key: 'version', dataIndex: 'version', title: t('pricing.formula.version'), render: (v: number, row) => (row.id === current?.id ? <Tag color="green">{`${v} · ${t('pricing.formula.inForce')}`}</Tag> : v) },
            { key: 'formula', dataIndex: 'formula', title: t('pricing.formula.formula'), render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { key: 'effectiveFrom', dataIndex: 'effectiveFrom', title: t('pricing.formula.effectiveFrom') },
            { key: 'createdAt', dataIndex: 'createdAt', title: t('pricing.formula.createdAt'), render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT) },
            { key: 'remark', dataIndex: 'remark', title: t('pricing.formula.remark') },
            {
              key: 'use',
              title: '',
              render: (_: unknown, row) => (
                <Button
                  size="small"
                  type="link"
                  onClick={() => setFormula(row.formula)}
                >
                  {t('pricing.formula.useVersion')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
