import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textColor } from '../../kit/theme';
import styles from './DayPartingGrid.module.css';
import {
  DAYS,
  type DayPartingPreset,
  dayHours,
  dayRanges,
  HOURS,
  hourOnEveryDay,
  moveFocus,
  PRESETS,
  paint,
  rangeText,
  slotOf,
  toggleLine,
} from './dayParting';

/** Props of the day-parting grid (antd-compatible: value and onChange hold the chosen hours of the week). */
export interface DayPartingGridProps {
  value?: number[];
  onChange?: (slots: number[]) => void;
  /** the campaign's time zone, which every hour is in */
  zone: string;
}

const DAY_LIST = Array.from({ length: DAYS }, (_, day) => day);
const HOUR_LIST = Array.from({ length: HOURS }, (_, hour) => hour);
const PRESET_KEYS = Object.keys(PRESETS) as DayPartingPreset[];

/**
 * Day-parting as Meta and TikTok offer it: a week of hours, a day per row, in the campaign's time zone. Drag across
 * cells to paint them on or off; a day's name or an hour's number turns its whole line (its title says so, its
 * visible text stays its name); the keyboard moves with the arrows (one tab stop for the grid) and Space or Enter
 * turns the focused hour.
 */
export default function DayPartingGrid({ value = [], onChange, zone }: DayPartingGridProps) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const painting = useRef<boolean | null>(null);
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const stop = () => {
      painting.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const change = (next: number[]) => onChange?.(next);
  const dayName = (day: number) => t(`campaigns.dayParting.day.${day}`);
  const cellLabel = (day: number, hour: number) =>
    t('campaigns.dayParting.cell', {
      day: t(`campaigns.dayParting.dayLong.${day}`),
      range: rangeText([hour, hour + 1]),
    });

  const onKey = (event: KeyboardEvent, day: number, hour: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      change(paint(value, [slotOf(day, hour)], !chosen.has(slotOf(day, hour))));
      return;
    }
    const next = moveFocus(day, hour, event.key);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    table.current?.querySelector<HTMLElement>(`[data-slot="${slotOf(next[0], next[1])}"]`)?.focus();
  };

  return (
    <div data-testid="day-parting">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Tag icon={<ClockCircleOutlined />} color="blue" style={{ marginInlineEnd: 4 }} data-testid="day-parting-zone">
          {t('campaigns.dayParting.zone', { zone })}
        </Tag>
        {PRESET_KEYS.map((key) => (
          <Button key={key} size="small" onClick={() => change(PRESETS[key]())} data-testid={`day-parting-${key}`}>
            {t(`campaigns.dayParting.preset.${key}`)}
          </Button>
        ))}
        <Button size="small" onClick={() => change([])} data-testid="day-parting-clear">
          {t('campaigns.dayParting.preset.clear')}
        </Button>
      </div>
      <table
        ref={table}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role grid (one tab stop, arrow keys)
        role="grid"
        aria-multiselectable="true"
        aria-label={t('campaigns.dayParting.grid', { zone })}
        className={styles.grid}
      >
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {t('campaigns.dayParting.corner')}
            </th>
            {HOUR_LIST.map((hour) => (
              <th key={hour} scope="col" className={styles.hourHead}>
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.lineButton}
                  title={t('campaigns.dayParting.toggleHour', { range: rangeText([hour, hour + 1]) })}
                  onClick={() => change(toggleLine(value, hourOnEveryDay(hour)))}
                >
                  {hour}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAY_LIST.map((day) => (
            <tr key={day}>
              <th scope="row" className={styles.dayHead}>
                <button
                  type="button"
                  className={styles.lineButton}
                  title={t('campaigns.dayParting.toggleDay', { day: t(`campaigns.dayParting.dayLong.${day}`) })}
                  onClick={() => change(toggleLine(value, dayHours(day)))}
                  data-testid={`day-parting-day-${day}`}
                >
                  {dayName(day)}
                </button>
              </th>
              {HOUR_LIST.map((hour) => {
                const slot = slotOf(day, hour);
                const on = chosen.has(slot);
                return (
                  <td
                    key={hour}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above
                    role="gridcell"
                    className={styles.cell}
                    aria-selected={on}
                    aria-label={cellLabel(day, hour)}
                    tabIndex={focus[0] === day && focus[1] === hour ? 0 : -1}
                    data-slot={slot}
                    data-testid="day-parting-cell"
                    onPointerDown={(event) => {
                      if (event.button !== 0) return;
                      painting.current = !on;
                      setFocus([day, hour]);
                      change(paint(value, [slot], !on));
                    }}
                    onPointerEnter={() => {
                      if (painting.current !== null && on !== painting.current) {
                        change(paint(value, [slot], painting.current));
                      }
                    }}
                    onKeyDown={(event) => onKey(event, day, hour)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayPartingSummary value={value} />
    </div>
  );
}

/** The chosen hours in words, a line per day: what a screen reader and a quick look both need. */
function DayPartingSummary({ value }: { value: number[] }) {
  const { t } = useTranslation();
  if (value.length === DAYS * HOURS) {
    return (
      <div style={{ marginTop: 6, color: textColor.muted }} data-testid="day-parting-summary">
        {t('campaigns.dayParting.allWeek')}
      </div>
    );
  }
  return (
    <ul
      style={{ margin: '6px 0 0', padding: 0, listStyle: 'none', color: textColor.muted, fontSize: 12 }}
      aria-label={t('campaigns.dayParting.summary')}
      data-testid="day-parting-summary"
    >
      {DAY_LIST.map((day) => {
        const ranges = dayRanges(value, day);
        return (
          <li key={day}>
            {t('campaigns.dayParting.line', {
              day: t(`campaigns.dayParting.day.${day}`),
              ranges: ranges.length ? ranges.map(rangeText).join(', ') : t('campaigns.dayParting.off'),
            })}
          </li>
        );
      })}
    </ul>
  );
}
