import { useId } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useElementWidth } from './use-element-width';

const HEIGHT = 150;
const PAD = { top: 10, right: 12, bottom: 22, left: 56 };
const FALLBACK_WIDTH = 480;
const IMG = 'img';
const END = 'end';
const MIDDLE = 'middle';
const START = 'start';

/** One value on the chart, in time order. */
export interface TrendPoint {
  key: string;
  value: number;
  /** Says the point in words (its time and value), as its tooltip. */
  label: string;
  colour: string;
}

export interface TrendChartProps {
  title: string;
  /** What the chart shows, in a sentence, for a screen reader. */
  summary: string;
  points: readonly TrendPoint[];
  /** The top of the scale; the largest value when not given. */
  max?: number;
  /** A value on the scale as the language writes it. */
  formatValue: (value: number) => string;
  /** The first and last time under the axis. */
  firstLabel: string;
  lastLabel: string;
  /** `line`: a rate, joined point to point; `bar`: an amount per run. */
  kind: 'line' | 'bar';
  onOpen?: (key: string) => void;
  testId?: string;
}

/**
 * A small chart of one measure over a series of runs, drawn as SVG: a line or bars, three lines of
 * scale, the first and last time under it, each point's value as its tooltip, and a click on a
 * point opening it. Drawn here rather than with a chart library (decision 43): the history's two
 * charts need this much, and later charts (performance runs) can use the same.
 */
export function TrendChart({
  title,
  summary,
  points,
  max,
  formatValue,
  firstLabel,
  lastLabel,
  kind,
  onOpen,
  testId,
}: TrendChartProps) {
  const { token } = theme.useToken();
  const id = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const top = Math.max(max ?? Math.max(...points.map((point) => point.value), 0), 1e-9);
  const plotWidth = Math.max(width - PAD.left - PAD.right, 10);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(points.length, 1);
  const xOf = (index: number) => PAD.left + step * index + step / 2;
  const yOf = (value: number) => PAD.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const barWidth = Math.max(Math.min(step * 0.6, 24), 2);
  const scale = [0, top / 2, top];
  const font = { fontSize: 11, fill: token.colorTextSecondary };

  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }} data-testid={testId}>
      <Typography.Text strong id={`${id}-title`}>
        {title}
      </Typography.Text>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role={IMG}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <desc id={`${id}-summary`}>{summary}</desc>
          {scale.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={yOf(value)}
                y2={yOf(value)}
                stroke={token.colorBorderSecondary}
              />
              <text
                x={PAD.left - 6}
                y={yOf(value)}
                textAnchor={END}
                dominantBaseline={MIDDLE}
                {...font}
              >
                {formatValue(value)}
              </text>
            </g>
          ))}
          {kind === 'line' && points.length > 1 && (
            <polyline
              fill="none"
              stroke={token.colorPrimary}
              strokeWidth={2}
              points={points.map((point, index) => `${xOf(index)},${yOf(point.value)}`).join(' ')}
            />
          )}
          {points.map((point, index) => (
            <g
              key={point.key}
              data-point={point.key}
              data-value={point.value}
              onClick={onOpen ? () => onOpen(point.key) : undefined}
              style={onOpen ? { cursor: 'pointer' } : undefined}
            >
              <title>{point.label}</title>
              {kind === 'bar' ? (
                <rect
                  x={xOf(index) - barWidth / 2}
                  y={yOf(point.value)}
                  width={barWidth}
                  height={Math.max(PAD.top + plotHeight - yOf(point.value), 1)}
                  rx={2}
                  fill={point.colour}
                />
              ) : (
                <circle
                  cx={xOf(index)}
                  cy={yOf(point.value)}
                  r={4}
                  fill={point.colour}
                  stroke={token.colorBgContainer}
                  strokeWidth={1.5}
                />
              )}
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 6} textAnchor={START} {...font}>
            {firstLabel}
          </text>
          {points.length > 1 && (
            <text x={PAD.left + plotWidth} y={HEIGHT - 6} textAnchor={END} {...font}>
              {lastLabel}
            </text>
          )}
        </svg>
      </div>
    </Flex>
  );
}
