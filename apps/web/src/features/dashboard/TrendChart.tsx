/**
 * Orders received and finished by day (echarts, only the line chart's parts, in the dashboard's lazily loaded chunk).
 * The chart gets numbers, days and our own series names: no user text reaches the canvas.
 */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from './dashboard-api.ts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function TrendChart({ trend }: { trend: Dashboard['trend'] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);
  useEffect(() => {
    if (!box.current) return;
    const made = echarts.init(box.current);
    chart.current = made;
    const resize = new ResizeObserver(() => made.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      made.dispose();
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [t('dashboard.received'), t('dashboard.finished'), t('dashboard.cancelled')] },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: trend.map((d) => d.day) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: t('dashboard.received'), type: 'line', data: trend.map((d) => d.received) },
          { name: t('dashboard.finished'), type: 'line', data: trend.map((d) => d.finished) },
          { name: t('dashboard.cancelled'), type: 'line', data: trend.map((d) => d.cancelled) },
        ],
      },
      true,
    );
  }, [trend, t]);
  return <div ref={box} style={{ width: '100%', height: 260 }} data-testid="dashboard-trend" />;
}
