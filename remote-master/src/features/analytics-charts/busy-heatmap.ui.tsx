import { HeatmapRect } from '@visx/heatmap';
import { Group } from '@visx/group';
import { busyHours } from '../../entities/analytics/analytics.lib';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';

const CELL = 26;
const LEFT = 28;
const TOP = 18;

/**
 * The busy grid (weekday × hour of the bookings that took place) as a heat map: the darker the cell,
 * the more bookings. The picture is for the eye; the same numbers are a table for screen readers.
 */
export function BusyHeatmap({ busy }: { busy: number[][] }) {
  const hours = busyHours(busy);
  if (hours.length === 0) return <p className="bk-hint">{t.busyEmpty}</p>;
  const max = Math.max(...busy.flat());
  // One column per hour, one bin per weekday (Monday first), as the heat map takes them.
  const columns = hours.map((hour) => ({ hour, bins: busy.map((row) => row[hour]!) }));
  const width = LEFT + hours.length * CELL;
  const height = TOP + 7 * CELL;
  return (
    <>
      <div className="bk-stats-chart" data-testid="busy-heatmap">
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          {t.weekdays.map((day, i) => (
            <text key={day} x={0} y={TOP + i * CELL + CELL / 2 + 4} className="bk-stats-axis">
              {day}
            </text>
          ))}
          {hours.map((hour, i) => (
            <text key={hour} x={LEFT + i * CELL + CELL / 2} y={12} textAnchor="middle" className="bk-stats-axis">
              {hour}
            </text>
          ))}
          <Group left={LEFT} top={TOP}>
            <HeatmapRect
              data={columns}
              bins={(column) => column.bins}
              count={(bin) => bin}
              binWidth={CELL}
              binHeight={CELL}
              gap={3}
              xScale={(i) => i * CELL}
              yScale={(i) => i * CELL}
            >
              {(cells) =>
                cells.flat().map((cell) => (
                  <rect
                    key={`${cell.row}-${cell.column}`}
                    x={cell.x}
                    y={cell.y}
                    width={cell.width}
                    height={cell.height}
                    rx={4}
                    className={cell.count === 0 ? 'bk-stats-cell bk-stats-cell--empty' : 'bk-stats-cell'}
                    style={cell.count === 0 ? undefined : { fillOpacity: 0.2 + (0.8 * (cell.count ?? 0)) / max }}
                  />
                ))
              }
            </HeatmapRect>
          </Group>
        </svg>
      </div>
      {/* A table is sized by its cells, whatever its own width: the wrapper is what hides it (and keeps the page from scrolling sideways). */}
      <div className="bk-visually-hidden">
        <table>
          <caption>{t.busyTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekday}</th>
              {hours.map((hour) => (
                <th key={hour} scope="col">{`${hour}:00`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {busy.map((row, day) => (
              <tr key={day}>
                <th scope="row">{t.weekdaysFull[day]}</th>
                {hours.map((hour) => (
                  <td key={hour}>{row[hour]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
