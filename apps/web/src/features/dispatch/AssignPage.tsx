/**
 * The assignment centre (/workorder/assign/index): the orders waiting for the caller's dispatch (headquarters its
 * new orders, a centre its own, an outlet those accepted without an engineer), the recommended assignees for the
 * order in focus with their reasons, and one batch assignment of the selected orders to the chosen one. Its
 * second view reassigns one order to another outlet (or, for an outlet, another engineer), after confirmation.
 */
import { App, Button, Card, Col, Empty, Input, Row, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoardMode, type Candidate, type Target, useBatchAssign, useBoard, useReAssign } from './dispatch-api.ts';
import { OrderTable } from './OrderTable.tsx';
import { RecommendationPanel } from './RecommendationPanel.tsx';

export function AssignPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [mode, setMode] = useState<BoardMode>('pending');
  const board = useBoard(mode);
  const assign = useBatchAssign();
  const reAssign = useReAssign();
  const [selected, setSelected] = useState<number[]>([]);
  const [focused, setFocused] = useState<number>();
  const [candidate, setCandidate] = useState<Candidate>();
  const [centreId, setCentreId] = useState<number>();
  const level = board.data?.level;

  const run = async (target: Target | undefined, name: string | undefined) => {
    // Spec section 5: select records first before batch assign.
    if (!selected.length) return void message.warning(t('crud.selectFirst'));
    if (!target) return void message.warning(t('dispatch.pickAssignee'));
    await assign.mutateAsync({ ids: selected, target });
    message.success(t('dispatch.assigned', { n: selected.length, name }));
    setSelected([]);
    setCandidate(undefined);
    setFocused(undefined);
  };
  const candidateTarget = (c: Candidate | undefined): Target | undefined => (c ? (level === 'outlet' ? { engineerId: c.id } : { siteId: c.id }) : undefined);
  const switchMode = (next: BoardMode) => {
    setMode(next);
    setSelected([]);
    setFocused(undefined);
    setCandidate(undefined);
  };

  // Spec section 8: reassigning to another ASC is confirmed; an accepted order goes back with the reason given here.
  const confirmReassign = () => {
    const order = board.data?.orders.find((o) => o.id === focused);
    if (!order) return void message.warning(t('crud.selectFirst'));
    if (!candidate) return void message.warning(t('dispatch.pickAssignee'));
    let reason = '';
    modal.confirm({
      title: t(level === 'outlet' ? 'dispatch.confirmReassignEngineer' : 'dispatch.confirmReassignSite', { no: order.orderNo, name: candidate.name }),
      content: <Input.TextArea rows={3} placeholder={t('dispatch.reassignReason')} onChange={(e) => (reason = e.target.value)} data-testid="reassign-reason" />,
      onOk: async () => {
        await reAssign.mutateAsync({ id: order.id, version: order.version, reason: reason.trim() || undefined, ...(candidateTarget(candidate) as { siteId?: number; engineerId?: number }) });
        message.success(t('dispatch.reassigned', { no: order.orderNo, name: candidate.name }));
        setFocused(undefined);
        setCandidate(undefined);
      },
    });
  };

  return (
    <Row gutter={12} data-testid="assign-centre">
      <Col xs={24} xl={14}>
        <Card
          size="small"
          title={
            <Space>
              <Segmented<BoardMode>
                value={mode}
                onChange={switchMode}
                options={[
                  { value: 'pending', label: t('dispatch.waiting') },
                  { value: 'reassign', label: t('dispatch.reassignable') },
                ]}
                data-testid="board-mode"
              />
              {level && <Tag color="blue">{t(`dispatch.level.${level}`)}</Tag>}
              <Typography.Text type="secondary">{t('dispatch.total', { n: board.data?.total ?? 0 })}</Typography.Text>
            </Space>
          }
        >
          <OrderTable
            orders={board.data?.orders ?? []}
            loading={board.isPending}
            selected={selected}
            onSelect={setSelected}
            focused={focused}
            onFocus={(o) => {
              setFocused(o.id);
              setCandidate(undefined);
              if (!selected.includes(o.id)) setSelected([...selected, o.id]);
            }}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('dispatch.recommendation')}>
          {focused === undefined ? (
            <Empty description={t('dispatch.focusHint')} />
          ) : (
            <RecommendationPanel orderId={focused} level={mode === 'reassign' ? (level === 'outlet' ? 'engineer' : 'site') : undefined} selected={candidate?.id} onSelect={setCandidate} />
          )}
          {mode === 'reassign' ? (
            <Button type="primary" style={{ marginTop: 12 }} loading={reAssign.isPending} onClick={confirmReassign} data-testid="reassign">
              {candidate ? t('dispatch.reassignTo', { name: candidate.name }) : t('dispatch.reassign')}
            </Button>
          ) : (
          <Space wrap style={{ marginTop: 12 }}>
            <Button type="primary" loading={assign.isPending} onClick={() => run(candidateTarget(candidate), candidate?.name)} data-testid="batch-assign">
              {candidate ? t('dispatch.batchAssignTo', { name: candidate.name }) : t('dispatch.batchAssign')}
            </Button>
            {level === 'hq' && (
              <>
                <Select
                  placeholder={t('dispatch.centre')}
                  style={{ minWidth: 160 }}
                  value={centreId}
                  onChange={setCentreId}
                  options={board.data?.centres.map((c) => ({ value: c.id, label: c.name }))}
                  data-testid="centre-select"
                />
                <Button
                  loading={assign.isPending}
                  onClick={() =>
                    run(
                      centreId === undefined ? undefined : { centreId },
                      board.data?.centres.find((c) => c.id === centreId)?.name,
                    )
                  }
                  data-testid="assign-centre-button"
                >
                  {t('dispatch.toCentre')}
                </Button>
              </>
            )}
          </Space>
          )}
        </Card>
      </Col>
    </Row>
  );
}
