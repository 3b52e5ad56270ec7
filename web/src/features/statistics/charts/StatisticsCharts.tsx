import { addDays, daysBetween, DOUGHNUT_CUTOUT_PERCENT, toDisplayDate, type Doughnut } from '@rt/domain';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryGroup,
  VictoryLine,
  VictoryPie,
} from 'victory';
import { CHART_COLORS, DOUGHNUT_COLORS } from './chartColors.ts';

/**
 * The Statistics screen's Victory charts, in a chunk of their own that the screen loads beside its
 * data (docs/decisions/031): the route opens without Victory. Each chart is an SVG with role img,
 * named by its <title> and described by its <desc>; the screen shows the same numbers as a table.
 */

/** The accessible name and description of a chart (VictoryContainer's <title> and <desc>). */
type Labelled = { title: string; desc: string };

const TICK_LABELS = { fontSize: 10, fill: 'currentColor', padding: 4 };
const AXIS = { axis: { stroke: 'currentColor', strokeOpacity: 0.4 }, tickLabels: TICK_LABELS };
const GRID = { ...AXIS, grid: { stroke: 'currentColor', strokeOpacity: 0.1 } };

const container = ({ title, desc }: Labelled) => <VictoryContainer title={title} desc={desc} />;

const DOUGHNUT_SIZE = 260;
const DOUGHNUT_RADIUS = DOUGHNUT_SIZE / 2 - 4;

/**
 * The process overview's doughnut: Researched, Unprocessed and Other, cut out 90 % (spec section 9).
 * The centre's text is the screen's, laid over the chart.
 */
export function DoughnutChart({ slices, title, desc }: Pick<Doughnut, 'slices'> & Labelled) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <VictoryPie
      width={DOUGHNUT_SIZE}
      height={DOUGHNUT_SIZE}
      padding={4}
      radius={DOUGHNUT_RADIUS}
      innerRadius={(DOUGHNUT_RADIUS * DOUGHNUT_CUTOUT_PERCENT) / 100}
      // An empty batch still draws its ring, in the colour of what is left to do.
      data={total === 0 ? [{ x: 'None', y: 1 }] : slices.map((s) => ({ x: s.label, y: s.value }))}
      colorScale={total === 0 ? ['#e4e4e7'] : slices.map((s) => DOUGHNUT_COLORS[s.label])}
      labels={() => ''}
      containerComponent={container({ title, desc })}
    />
  );
}

export type LineChartProps = Labelled & {
  startDate: string;
  endDate: string;
  targetDate: string;
  totalDocuments: number;
  /** Days between two labels of the x-axis (domain's xAxisLabelStep, as the API answers it). */
  labelStep: number;
  points: readonly { date: string; totalByDate: number }[];
  forecast: readonly { date: string; totalByDate: number }[];
};

/**
 * Documents researched per date, the running total from the first finish to today, and the forecast
 * line on to the target (dashed); a dotted line marks the target date. Days are counted from the
 * start date on the x-axis, labelled dd-MM-yyyy every `labelStep` days.
 */
export function ResearchLineChart(props: LineChartProps) {
  const { startDate, endDate, targetDate, totalDocuments, labelStep } = props;
  const x = (date: string) => daysBetween(startDate, date);
  const span = Math.max(1, x(endDate), x(targetDate));
  const ticks: number[] = [];
  for (let n = 0; n <= span; n += Math.max(1, labelStep)) ticks.push(n);
  const top = Math.max(1, totalDocuments, ...props.points.map((p) => p.totalByDate));
  const done = props.points.map((p) => ({ x: x(p.date), y: p.totalByDate }));
  return (
    <VictoryChart
      width={720}
      height={300}
      padding={{ top: 16, right: 24, bottom: 64, left: 48 }}
      domain={{ x: [0, span], y: [0, top] }}
      containerComponent={container(props)}
    >
      <VictoryAxis
        tickValues={ticks}
        tickFormat={(n: number) => toDisplayDate(addDays(startDate, n))}
        style={{ ...AXIS, tickLabels: { ...TICK_LABELS, angle: -35, textAnchor: 'end' } }}
      />
      <VictoryAxis dependentAxis style={GRID} tickFormat={(n: number) => (Number.isInteger(n) ? String(n) : '')} />
      <VictoryLine
        data={[
          { x: x(targetDate), y: 0 },
          { x: x(targetDate), y: top },
        ]}
        style={{ data: { stroke: CHART_COLORS.target, strokeWidth: 1.5, strokeDasharray: '2,4' } }}
      />
      {done.length > 1 ? (
        <VictoryLine data={done} style={{ data: { stroke: CHART_COLORS.researched, strokeWidth: 2.5 } }} />
      ) : null}
      {props.forecast.length > 1 ? (
        <VictoryLine
          data={props.forecast.map((p) => ({ x: x(p.date), y: p.totalByDate }))}
          style={{ data: { stroke: CHART_COLORS.forecast, strokeWidth: 2, strokeDasharray: '6,4' } }}
        />
      ) : null}
    </VictoryChart>
  );
}

export type BarChartProps = Labelled & {
  days: readonly { date: string; researched: number; unidentifiable: number; workRequest: number }[];
};

/** The individual metrics' bars: each business day of the last 25 calendar days, three bars a day. */
export function DailyBarChart({ days, title, desc }: BarChartProps) {
  const series = (pick: (d: BarChartProps['days'][number]) => number) => days.map((d, i) => ({ x: i + 1, y: pick(d) }));
  const top = Math.max(1, ...days.map((d) => d.researched));
  return (
    <VictoryChart
      width={720}
      height={300}
      padding={{ top: 16, right: 16, bottom: 64, left: 48 }}
      domain={{ x: [0.5, days.length + 0.5], y: [0, top] }}
      containerComponent={container({ title, desc })}
    >
      <VictoryAxis
        tickValues={days.map((_d, i) => i + 1)}
        tickFormat={(n: number) => toDisplayDate(days[n - 1]?.date)}
        style={{ ...AXIS, tickLabels: { ...TICK_LABELS, angle: -35, textAnchor: 'end' } }}
      />
      <VictoryAxis dependentAxis style={GRID} tickFormat={(n: number) => (Number.isInteger(n) ? String(n) : '')} />
      <VictoryGroup offset={9}>
        <VictoryBar
          data={series((d) => d.researched)}
          barWidth={8}
          style={{ data: { fill: CHART_COLORS.researched } }}
        />
        <VictoryBar
          data={series((d) => d.unidentifiable)}
          barWidth={8}
          style={{ data: { fill: CHART_COLORS.unidentifiable } }}
        />
        <VictoryBar
          data={series((d) => d.workRequest)}
          barWidth={8}
          style={{ data: { fill: CHART_COLORS.workRequest } }}
        />
      </VictoryGroup>
    </VictoryChart>
  );
}
