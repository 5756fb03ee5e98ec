/**
 * Call access (来电受理): opened by an incoming call with ?callMobile1=<phone>, or by searching a number (Enter).
 * Shows who is calling — profiles, appliances with today's warranty and any repair they would repeat, orders
 * newest first, each only when there is something to show — and takes the order: a service order, a complaint or a
 * consultation, which can be finished on the call. An unknown caller is registered by the order itself (or first,
 * by hand, as a new profile). A caller complaining about one of the listed orders gets a complaint registered about
 * it (the complaint form of complaint handling, the order filled in).
 */
import { COMPLAINT_PERMISSIONS, custProfileResource, permissionsOf } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, List, Radio, Segmented, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { basicApi } from '../../crud/resource-api.ts';
import { usePageQuery } from '../../shell/page-context.ts';
import { ProfileEditor } from '../customers/CustomerPage.tsx';
import { ComplaintForm } from '../complaint/ComplaintForm.tsx';
import { complaintApi, complaintKeys } from '../complaint/complaint-api.ts';
import { customerName } from '../customers/customer-api.ts';
import { WarrantyCell } from '../customers/WarrantyCell.tsx';
import { type CallerAsset, callApi, callKeys, type HistoryLine, type Profile } from './call-api.ts';
import { HistoryTable, orderDetailPath, RepeatTag } from './HistoryTable.tsx';
import { OrderForm, type Variant } from './OrderForm.tsx';

const PHONE = /^\+?[0-9][0-9 -]{2,19}$/;

/** The order fields a profile fills in. */
const fromProfile = (p: Profile) => ({
  custId: p.id,
  customerName: customerName(p),
  phone: p.phone,
  secondPhone: p.secondPhone ?? undefined,
  userType: p.userType,
  provinceId: p.provinceId ?? undefined,
  cityId: p.cityId ?? undefined,
  districtId: p.districtId ?? undefined,
  address: p.address ?? undefined,
  lat: p.lat ?? undefined,
  lng: p.lng ?? undefined,
});

/** The order fields an appliance fills in. */
const fromAsset = (a: CallerAsset) => ({
  serialNo: a.serialNo,
  itemId: a.itemId,
  categoryId: a.categoryId ?? undefined,
  brand: a.brand ?? undefined,
  purchaseDate: a.purchaseDate ?? undefined,
  channelId: a.channelId ?? undefined,
  shopId: a.shopId ?? undefined,
});

export function CallAccessPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const incoming = usePageQuery().get('callMobile1') ?? '';
  const [typed, setTyped] = useState(incoming);
  const [phone, setPhone] = useState(PHONE.test(incoming) ? incoming : '');
  const [profileId, setProfileId] = useState<number>();
  const [creatingProfile, setCreatingProfile] = useState(false);
  const [complaintAbout, setComplaintAbout] = useState<HistoryLine>();
  const [variant, setVariant] = useState<Variant>('service');
  const [created, setCreated] = useState<{ id: number; orderNo: string; version: number; repeatOfOrderNo: string | null; variant: Variant; finished?: boolean }>();
  const [form] = Form.useForm<Record<string, unknown>>();
  const caller = useQuery({ queryKey: callKeys.caller(phone), enabled: Boolean(phone), queryFn: () => callApi.caller(phone) });
  const profiles = caller.data?.profiles ?? [];
  const profileApi = useMemo(() => basicApi(custProfileResource), []);

  // The confirmation sits above the form the operator just sent from its foot: brought into view.
  useEffect(() => {
    if (created) document.querySelector('[data-testid="order-created"]')?.scrollIntoView({ block: 'nearest' });
  }, [created]);

  // A new call (another callMobile1) searches its number.
  useEffect(() => {
    setTyped(incoming);
    if (PHONE.test(incoming)) setPhone(incoming);
  }, [incoming]);

  // The first profile of the caller is taken unless the operator picks another; without one, the number itself.
  useEffect(() => {
    if (!caller.data) return;
    const first = caller.data.profiles[0];
    setProfileId(first?.id);
    form.resetFields();
    form.setFieldsValue(first ? fromProfile(first) : { custId: undefined, phone: caller.data.phone });
  }, [caller.data, form]);

  function search(value: string) {
    const number = value.trim();
    if (!PHONE.test(number)) return;
    setCreated(undefined);
    if (number === phone) void caller.refetch();
    else setPhone(number);
  }

  function pick(p: Profile) {
    setProfileId(p.id);
    form.setFieldsValue(fromProfile(p));
  }

  async function finishOnCall() {
    if (!created) return;
    await callApi.finishOnCall(created.id, created.version, t('callAccess.finishOnCall'));
    setCreated({ ...created, finished: true });
    await queryClient.invalidateQueries({ queryKey: callKeys.all });
  }

  const assets = (caller.data?.assets ?? []).filter((a) => !profileId || a.custId === profileId);
  const orders = caller.data?.orders ?? [];
  const recent = (caller.data?.assets ?? []).filter((a) => a.recentRepair);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="call-access">
      <Card size="small">
        <Space wrap>
          <Typography.Text strong>{t('callAccess.callerPhone')}</Typography.Text>
          <Input.Search
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={search}
            enterButton={t('common.search')}
            allowClear
            autoFocus
            status={typed && !PHONE.test(typed.trim()) ? 'error' : undefined}
            style={{ width: 320 }}
            data-testid="caller-phone"
          />
          {typed && !PHONE.test(typed.trim()) && <Typography.Text type="danger">{t('callAccess.badPhone')}</Typography.Text>}
        </Space>
      </Card>

      {!phone && <Empty description={t('callAccess.enterPhone')} />}
      {phone && (
        <>
          {recent.map((a) => (
            <Alert
              key={a.id}
              type="warning"
              showIcon
              data-testid="repeat-warning"
              title={t('callAccess.assetRepeatWarning', { serialNo: a.serialNo, orderNo: a.recentRepair!.orderNo })}
              action={
                <Button size="small" onClick={() => navigate(orderDetailPath(a.recentRepair!.id))}>
                  {t('callAccess.openOrder')}
                </Button>
              }
            />
          ))}
          {caller.isPending ? (
            <Card size="small" loading data-testid="caller-profiles" />
          ) : profiles.length ? (
            <Card size="small" title={t('callAccess.profiles')} data-testid="caller-profiles">
              <Radio.Group value={profileId} style={{ width: '100%' }}>
                <List
                  size="small"
                  dataSource={profiles}
                  renderItem={(p) => (
                    <List.Item onClick={() => pick(p)} style={{ cursor: 'pointer' }} data-testid="caller-profile">
                      <Radio value={p.id} onChange={() => pick(p)}>
                        <Space wrap>
                          <Typography.Text strong>{customerName(p)}</Typography.Text>
                          <span>{p.phone}</span>
                          {p.secondPhone ? <Typography.Text type="secondary">{String(p.secondPhone)}</Typography.Text> : null}
                          <Typography.Text type="secondary">{String(p.address ?? '')}</Typography.Text>
                        </Space>
                      </Radio>
                    </List.Item>
                  )}
                />
              </Radio.Group>
            </Card>
          ) : (
            <Alert
              type="info"
              showIcon
              data-testid="caller-profiles"
              title={t('callAccess.noProfile', { phone })}
              description={can('basic_so_order_add') ? t('callAccess.registeredWithOrder') : undefined}
              action={
                can(permissionsOf(custProfileResource.permission).add) && (
                  <Button size="small" onClick={() => setCreatingProfile(true)} data-testid="create-profile">
                    {t('callAccess.createProfile')}
                  </Button>
                )
              }
            />
          )}

          {assets.length > 0 && (
            <Card size="small" title={t('callAccess.assets')}>
              <Table<CallerAsset>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={assets}
                data-testid="caller-assets"
                columns={[
                  { title: t('entity.custAsset.fields.serialNo'), dataIndex: 'serialNo', key: 'serialNo' },
                  { title: t('entity.custAsset.fields.itemId'), key: 'item', render: (_, a) => [a.itemName, a.itemModel && `(${a.itemModel})`].filter(Boolean).join(' ') },
                  { title: t('entity.custAsset.fields.purchaseDate'), dataIndex: 'purchaseDate', key: 'purchaseDate' },
                  { title: t('entity.custAsset.fields.warrantyMonths'), key: 'warranty', render: (_, a) => <WarrantyCell terms={a} /> },
                  { title: t('callAccess.recentRepair'), key: 'recent', render: (_, a) => a.recentRepair && <RepeatTag orderNo={a.recentRepair.orderNo} /> },
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    render: (_, a) => (
                      <Button type="link" size="small" onClick={() => form.setFieldsValue(fromAsset(a))} data-testid="asset-order">
                        {t('callAccess.orderForAsset')}
                      </Button>
                    ),
                  },
                ]}
              />
            </Card>
          )}

          {orders.length > 0 && (
            <Card size="small" title={t('callAccess.history')}>
              <HistoryTable
                orders={orders}
                loading={false}
                actions={
                  can(COMPLAINT_PERMISSIONS.add)
                    ? (order) => (
                        <Button type="link" size="small" onClick={() => setComplaintAbout(order)} data-testid="history-complaint">
                          {t('complaint.add')}
                        </Button>
                      )
                    : undefined
                }
              />
            </Card>
          )}

          {can('basic_so_order_add') && (
            <Card
              size="small"
              title={t('callAccess.newOrder')}
              extra={
                <Segmented<Variant>
                  value={variant}
                  onChange={setVariant}
                  options={(['service', 'complaint', 'consult'] as const).map((v) => ({ value: v, label: t(`callAccess.variant.${v}`) }))}
                  data-testid="order-variant"
                />
              }
            >
              {created && (
                <Alert
                  type="success"
                  showIcon
                  style={{ marginBottom: 16, scrollMarginTop: 96 }}
                  data-testid="order-created"
                  title={
                    <Trans
                      i18nKey={created.finished ? 'callAccess.finished' : 'callAccess.created'}
                      values={{ orderNo: created.orderNo }}
                      components={{ order: <Typography.Link onClick={() => navigate(orderDetailPath(created.id))} data-testid="order-created-link" /> }}
                    />
                  }
                  description={created.repeatOfOrderNo ? t('callAccess.repeatOf', { orderNo: created.repeatOfOrderNo }) : undefined}
                  action={
                    <Space>
                      <Button size="small" onClick={() => navigate(orderDetailPath(created.id))}>
                        {t('callAccess.openOrder')}
                      </Button>
                      {created.variant === 'consult' && !created.finished && can('basic_so_order_handle') && (
                        <Button size="small" type="primary" onClick={finishOnCall} data-testid="finish-on-call">
                          {t('callAccess.finishOnCall')}
                        </Button>
                      )}
                    </Space>
                  }
                />
              )}
              <OrderForm
                form={form}
                variant={variant}
                onCreated={(order) => {
                  setCreated({ ...order, variant });
                  // The refreshed caller starts the next order afresh.
                  void queryClient.invalidateQueries({ queryKey: callKeys.all });
                }}
              />
            </Card>
          )}
        </>
      )}
      {complaintAbout && (
        <ComplaintForm
          record={{ orderId: complaintAbout.id, orderNo: complaintAbout.orderNo }}
          onSave={async (values) => {
            const saved = (await complaintApi.save!(values)) as { complaintNo: string };
            feedback.message?.success(t('callAccess.complaintRegistered', { complaintNo: saved.complaintNo, orderNo: complaintAbout.orderNo }));
            await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
          }}
          onClose={() => setComplaintAbout(undefined)}
        />
      )}
      {creatingProfile && (
        <ProfileEditor
          record={{ phone }}
          onSave={async (values) => {
            await profileApi.save!(values);
            await caller.refetch();
          }}
          onClose={() => setCreatingProfile(false)}
        />
      )}
    </Space>
  );
}
