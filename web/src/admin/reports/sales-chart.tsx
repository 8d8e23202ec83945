import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportDay } from '@shop/contract/admin-reports.ts';
import { formatWon } from '../../lib/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

const HEIGHT = 240;

/**
 * The daily sales as bars and the net as a line (uPlot, decision 0440): a chunk of its own that
 * only the report page loads. The canvas is a picture; the daily table beside it has the numbers.
 */
export default function SalesChart({
  days,
  labels,
}: {
  days: ReportDay[];
  labels: { day: string; sales: string; net: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const { language } = useTranslation();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // the won axis in the page's language (6만 in Korean, 60K in English)
    const wonAxis = new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'ko-KR', {
      notation: 'compact',
    });
    const x = days.map((_, i) => i);
    const dayAt = (i: number) => days[Math.round(i)]?.day.slice(5) ?? '';
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        scales: { x: { time: false, range: [-0.5, days.length - 0.5] } },
        // the series' names only: a live legend shows values under the cursor, and blank ones
        // ('일자:  매출:') when the cursor is away
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            splits: () =>
              x.filter((i) => days.length <= 16 || i % Math.ceil(days.length / 12) === 0),
            values: (_u, splits) => splits.map(dayAt),
          },
          { size: 60, values: (_u, splits) => splits.map((v) => wonAxis.format(v)) },
        ],
        series: [
          { label: labels.day, value: (_u, i) => (i === null ? '' : (days[i]?.day ?? '')) },
          {
            label: labels.sales,
            stroke: '#1d4ed8',
            fill: 'rgba(29, 78, 216, 0.35)',
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
            value: (_u, v) => (v === null ? '' : formatWon(v)),
          },
          {
            label: labels.net,
            stroke: '#059669',
            width: 2,
            value: (_u, v) => (v === null ? '' : formatWon(v)),
          },
        ],
      },
      [x, days.map((d) => d.salesAmount), days.map((d) => d.net)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels.day, labels.sales, labels.net, language]);
  return <div ref={box} className="w-full" />;
}
