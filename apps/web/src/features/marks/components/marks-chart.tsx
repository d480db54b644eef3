import { Trans, useLingui } from '@lingui/react/macro';
import type { TMarksTerm } from '@carnet/contract';
import { formatDate, formatLongDate } from '../../../lib/dates';
import { type ChartPoint, chartRange, datePosition } from '../marks-chart-rules';
import { formatNumber } from '../marks-format';
import { CODE_LABELS } from '../marks-labels';

type Props = { subject: string; term: TMarksTerm | null; points: readonly ChartPoint[] };

// The drawing's own units; the SVG scales to its box, about 1:1 on a 375 px phone (decision 114).
const WIDTH = 300;
const HEIGHT = 150;
const LEFT = 26;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 22;
const GRID = [0, 5, 10, 15, 20];

const yOf = (mark: number) => TOP + ((20 - mark) / 20) * (HEIGHT - TOP - BOTTOM);
const shortDate = (date: string) => formatDate(date, { day: 'numeric', month: 'short' });

/**
 * The child's marks over the term beside the class's average on each assessment, all brought to 20: a
 * hand-drawn SVG (no chart library: the JavaScript budget, decision 113). The child's line is solid with
 * dots, the class's dashed with squares, so neither is told by colour alone; a table hidden from sight
 * gives screen readers the same numbers.
 */
export function MarksChart({ subject, term, points }: Props) {
  const { t, i18n } = useLingui();
  const range = chartRange(term, points);
  if (!range || points.length === 0) return null;
  const xOf = (date: string) => LEFT + datePosition(date, range) * (WIDTH - LEFT - RIGHT);
  const marks = points.flatMap((p) => (p.mark === null ? [] : [{ x: xOf(p.date), y: yOf(p.mark), id: p.id }]));
  const averages = points.flatMap((p) => (p.classAverage === null ? [] : [{ x: xOf(p.date), y: yOf(p.classAverage), id: p.id }]));
  const line = (dots: { x: number; y: number }[]) => dots.map((d) => `${d.x.toFixed(1)},${d.y.toFixed(1)}`).join(' ');
  const name = t`${subject}: marks over the term beside the class average, out of 20`;

  return (
    <div className="flex flex-col gap-2">
      <svg role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-md overflow-visible text-[11px]">
        {GRID.map((mark) => (
          <g key={mark}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={yOf(mark)} y2={yOf(mark)} className="stroke-slate-200" strokeWidth={1} />
            {mark % 10 === 0 ? (
              <text x={LEFT - 5} y={yOf(mark)} dy="0.35em" textAnchor="end" className="fill-slate-600">
                {formatNumber(mark)}
              </text>
            ) : null}
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 4} textAnchor="start" className="fill-slate-600">
          {shortDate(range.start)}
        </text>
        <text x={WIDTH - RIGHT} y={HEIGHT - 4} textAnchor="end" className="fill-slate-600">
          {shortDate(range.end)}
        </text>
        <polyline points={line(averages)} fill="none" className="stroke-slate-500" strokeWidth={1.5} strokeDasharray="4 3" />
        {averages.map((d) => (
          <rect key={d.id} x={d.x - 3} y={d.y - 3} width={6} height={6} className="fill-white stroke-slate-500" strokeWidth={1.5} />
        ))}
        <polyline points={line(marks)} fill="none" className="stroke-brand-600" strokeWidth={2} />
        {marks.map((d) => (
          <circle key={d.id} cx={d.x} cy={d.y} r={3.5} className="fill-brand-600" />
        ))}
      </svg>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 20 8" className="h-2 w-5">
            <line x1={0} x2={20} y1={4} y2={4} className="stroke-brand-600" strokeWidth={2} />
            <circle cx={10} cy={4} r={3} className="fill-brand-600" />
          </svg>
          <Trans>Mark</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 20 8" className="h-2 w-5">
            <line x1={0} x2={20} y1={4} y2={4} className="stroke-slate-500" strokeWidth={1.5} strokeDasharray="4 3" />
            <rect x={7} y={1} width={6} height={6} className="fill-white stroke-slate-500" strokeWidth={1.5} />
          </svg>
          <Trans>Class average</Trans>
        </span>
      </p>
      {/* The hiding is on a wrapper: a table takes its content's width whatever its own, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Assessment</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Mark out of 20</Trans>
              </th>
              <th scope="col">
                <Trans>Class average out of 20</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.title}</th>
                <td>{formatLongDate(p.date)}</td>
                <td>{p.mark !== null ? formatNumber(p.mark) : p.code ? i18n._(CODE_LABELS[p.code]) : t`No mark`}</td>
                <td>{p.classAverage !== null ? formatNumber(p.classAverage) : t`None`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
