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
import { useNavigate } from 'react-router';
import { type Dashboard, type DashboardQuery, ordersBehind } from './dashboard-api.ts';

const SERIES = ['received', 'finished', 'cancelled'] as const;

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** A point opens the orders behind it: that day's received, finished or cancelled orders. */
export function TrendChart({ trend, query }: { trend: Dashboard['trend']; query: DashboardQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opened = useRef<(series: number, day: string) => void>(() => undefined);
  opened.current = (series, day) => navigate(ordersBehind(SERIES[series], { ...query, from: day, to: day }));
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);
  useEffect(() => {
    if (!box.current) return;
    const made = echarts.init(box.current);
    chart.current = made;
    made.on('click', (e) => {
      if (e.componentType === 'series' && typeof e.name === 'string') opened.current(e.seriesIndex ?? 0, e.name);
    });
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
        legend: { top: 0, data: SERIES.map((s) => t(`dashboard.${s}`)) },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: trend.map((d) => d.day) },
        yAxis: { type: 'value', minInterval: 1 },
        series: SERIES.map((s) => ({ name: t(`dashboard.${s}`), type: 'line', data: trend.map((d) => d[s]), cursor: 'pointer' })),
      },
      true,
    );
  }, [trend, t]);
  return <div ref={box} style={{ width: '100%', height: 260 }} data-testid="dashboard-trend" />;
}
