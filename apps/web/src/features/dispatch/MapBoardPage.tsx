/**
 * The map dispatch board (/workorder/map/index): the orders waiting for the caller's dispatch and the outlets (or,
 * for an outlet, its engineers) on a Leaflet map; clicking an order shows the recommended assignees with their
 * reasons and assigns it. Tiles and the start view follow MAP_TILE_URL and MAP_CENTER; offline the markers still work.
 */
import 'leaflet/dist/leaflet.css';
import { Alert, App, Card, Col, Descriptions, Empty, Row, Space, Tag, Typography } from 'antd';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leafletText } from '../../crud/leaflet-text.ts';
import { useLeafletMap } from '../../crud/MapPicker.tsx';
import { afterCutOff, type Candidate, useBatchAssign, useBoard } from './dispatch-api.ts';
import { RecommendationPanel } from './RecommendationPanel.tsx';

const COLORS = { order: '#f5222d', site: '#409EFF', engineer: '#52c41a' };

export function MapBoardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const box = useRef<HTMLDivElement>(null);
  const { map, tilesFailed } = useLeafletMap(box);
  const board = useBoard();
  const assign = useBatchAssign();
  const [focused, setFocused] = useState<number>();
  const level = board.data?.level;
  const order = board.data?.orders.find((o) => o.id === focused);
  const fitted = useRef(false);

  useEffect(() => {
    if (!map || !board.data) return;
    const layer = L.layerGroup().addTo(map);
    const placeColor = board.data.level === 'outlet' ? COLORS.engineer : COLORS.site;
    for (const p of board.data.places) {
      if (p.lat === null || p.lng === null) continue;
      L.circleMarker([p.lat, p.lng], { radius: 7, color: placeColor, weight: 2, fillOpacity: 0.5, className: `dispatch-place dispatch-place-${p.id}` })
        .bindTooltip(leafletText(`${p.name} (${p.load}/${p.capacity})`))
        .addTo(layer);
    }
    for (const o of board.data.orders) {
      if (o.lat === null || o.lng === null) continue;
      L.circleMarker([o.lat, o.lng], { radius: 9, color: COLORS.order, weight: 3, fillOpacity: 0.7, className: `dispatch-order dispatch-order-${o.id}` })
        .bindTooltip(leafletText(`${o.orderNo} ${o.customerName}`))
        .on('click', () => setFocused(o.id))
        .addTo(layer);
    }
    // Once, the view frames the waiting orders (the configured centre stays when none has coordinates).
    const points = board.data.orders.filter((o) => o.lat !== null && o.lng !== null).map((o) => L.latLng(o.lat!, o.lng!));
    if (!fitted.current && points.length) {
      fitted.current = true;
      map.fitBounds(L.latLngBounds(points).pad(0.3), { maxZoom: 13 });
    }
    return () => {
      layer.remove();
    };
  }, [map, board.data]);

  const onAssign = async (c: Candidate) => {
    if (!order) return;
    await assign.mutateAsync({ ids: [order.id], target: level === 'outlet' ? { engineerId: c.id } : { siteId: c.id } });
    message.success(t('dispatch.assigned', { n: 1, name: c.name }));
    setFocused(undefined);
  };

  const located = board.data?.orders.filter((o) => o.lat !== null && o.lng !== null).length ?? 0;
  return (
    <Row gutter={12} data-testid="map-board">
      <Col xs={24} xl={15}>
        <Card
          size="small"
          title={
            <Space wrap>
              {t('dispatch.mapTitle')}
              {level && <Tag color="blue">{t(`dispatch.level.${level}`)}</Tag>}
              <Typography.Text type="secondary">{t('dispatch.onMap', { n: located, total: board.data?.total ?? 0 })}</Typography.Text>
            </Space>
          }
          extra={
            <Space size={12}>
              <Legend color={COLORS.order} text={t('dispatch.legend.order')} />
              <Legend color={level === 'outlet' ? COLORS.engineer : COLORS.site} text={t(level === 'outlet' ? 'dispatch.legend.engineer' : 'dispatch.legend.site')} />
            </Space>
          }
        >
          {tilesFailed && <Alert type="warning" showIcon message={t('dispatch.tilesOffline')} style={{ marginBottom: 8 }} data-testid="map-tiles-offline" />}
          <div ref={box} style={{ height: 560, width: '100%', background: '#eef2f6', borderRadius: 4 }} data-testid="dispatch-map" />
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card size="small" title={t('dispatch.recommendation')}>
          {!order ? (
            <Empty description={t('dispatch.mapHint')} />
          ) : (
            <>
              <Descriptions size="small" column={1} style={{ marginBottom: 8 }} data-testid="focused-order">
                <Descriptions.Item label={t('dispatch.orderNo')}>
                  {order.orderNo} {afterCutOff(order.reportAt) && <Tag color="orange">{t('dispatch.cutOff')}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('dispatch.customer')}>{order.customerName}</Descriptions.Item>
                <Descriptions.Item label={t('dispatch.address')}>{order.address}</Descriptions.Item>
              </Descriptions>
              <RecommendationPanel orderId={order.id} onAssign={onAssign} assigning={assign.isPending} />
            </>
          )}
        </Card>
      </Col>
    </Row>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Space size={4}>
      <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: color }} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Space>
  );
}
