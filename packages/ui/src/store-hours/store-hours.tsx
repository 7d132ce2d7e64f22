// A store's opening hours as a person sets them: a row per weekday with its spans (several a day,
// a span past midnight when it closes earlier than it opens), and the temporary closure. The
// words come from the app (the admin's English, the site's three languages); the rules are
// `@kirana/domain/store-hours-rules`, checked by the app before it sends.
import { useId, type ReactNode } from 'react';
import {
  MAX_SPANS_PER_DAY,
  WEEKDAYS,
  indiaLocalToIso,
  isoToIndiaLocal,
  type Closure,
  type Span,
  type WeekHours,
  type Weekday,
} from '@kirana/domain/store-hours';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { FieldError } from '../field-error/field-error';
import { controlClassName } from '../internal/field';
import { cx } from '../internal/cx';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './store-hours.module.css';

/** A week being edited: each day's spans ("" while a time is not chosen yet). */
export type WeekHoursValue = Record<Weekday, Span[]>;

export interface WeekHoursWords {
  /** Each weekday's name, e.g. { mon: 'Monday', ... }. */
  days: Record<Weekday, string>;
  opens: string;
  closes: string;
  /** Adds a span to a day. */
  addSpan: string;
  /** Removes a span (the day and times are added for screen readers). */
  removeSpan: string;
  /** A day without spans. */
  closedAllDay: string;
  /** Copies Monday's spans to every other day. */
  copyMonday: string;
}

export interface WeekHoursFieldProps {
  legend: ReactNode;
  hint?: ReactNode;
  value: WeekHoursValue;
  onChange: (value: WeekHoursValue) => void;
  words: WeekHoursWords;
  /** A day's error, shown under it (e.g. overlapping spans). */
  errors?: Partial<Record<Weekday, ReactNode>>;
  disabled?: boolean;
}

/** A week with no hours: every day closed until spans are added. */
export function emptyWeek(): WeekHoursValue {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

/** The first span a day gets, and the next ones (left to choose). */
const FIRST_SPAN: Span = { opens: '07:00', closes: '21:00' };
const NEXT_SPAN: Span = { opens: '', closes: '' };

/** The week's opening hours, a row per weekday. */
export function WeekHoursField({
  legend,
  hint,
  value,
  onChange,
  words,
  errors = {},
  disabled = false,
}: WeekHoursFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const setDay = (day: Weekday, spans: Span[]) => onChange({ ...value, [day]: spans });
  return (
    <fieldset className={styles.week} aria-describedby={hintId} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {WEEKDAYS.map((day) => {
        const spans = value[day];
        const dayId = `${id}-${day}`;
        const errorId = errors[day] ? `${dayId}-error` : undefined;
        return (
          <div key={day} className={styles.day} role="group" aria-labelledby={dayId}>
            <span id={dayId} className={styles.dayName}>
              {words.days[day]}
            </span>
            <div className={styles.spans}>
              {spans.length === 0 && <span className={styles.closed}>{words.closedAllDay}</span>}
              {spans.map((span, index) => {
                // The span's opening or closing time.
                const edge = (which: keyof Span) => (
                  <TimeInput
                    label={words[which]}
                    dayName={words.days[day]}
                    value={span[which]}
                    invalid={Boolean(errorId)}
                    describedBy={errorId}
                    onChange={(time) =>
                      setDay(
                        day,
                        spans.map((s, i) => (i === index ? { ...s, [which]: time } : s)),
                      )
                    }
                  />
                );
                return (
                  <div key={index} className={styles.span}>
                    {edge('opens')}
                    <span aria-hidden="true" className={styles.dash}>
                      –
                    </span>
                    {edge('closes')}
                    <Button
                      variant="ghost"
                      size="sm"
                      // The visible word first, then which span (WCAG 2.5.3, label in name).
                      aria-label={`${words.removeSpan} ${words.days[day]} ${span.opens}–${span.closes}`}
                      onClick={() =>
                        setDay(
                          day,
                          spans.filter((_, i) => i !== index),
                        )
                      }
                    >
                      {words.removeSpan}
                    </Button>
                  </div>
                );
              })}
              <div className={styles.dayActions}>
                {spans.length < MAX_SPANS_PER_DAY && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${words.addSpan} ${words.days[day]}`}
                    onClick={() =>
                      setDay(day, [...spans, spans.length === 0 ? FIRST_SPAN : NEXT_SPAN])
                    }
                  >
                    {words.addSpan}
                  </Button>
                )}
                {day === 'mon' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      onChange(
                        Object.fromEntries(
                          WEEKDAYS.map((d) => [d, value.mon.map((s) => ({ ...s }))]),
                        ) as WeekHoursValue,
                      )
                    }
                  >
                    {words.copyMonday}
                  </Button>
                )}
              </div>
              <FieldError id={errorId} className={styles.error}>
                {errors[day]}
              </FieldError>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

interface TimeInputProps {
  label: string;
  dayName: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

/** A 24-hour "HH:MM" time; its label is the visible word, with the day for screen readers. */
function TimeInput({ label, dayName, value, invalid, describedBy, onChange }: TimeInputProps) {
  const id = useId();
  return (
    <span className={styles.time}>
      <label htmlFor={id} className={styles.timeLabel}>
        <VisuallyHidden>{`${dayName} `}</VisuallyHidden>
        {label}
      </label>
      <input
        id={id}
        type="time"
        step={60}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={cx(controlClassName, styles.timeInput)}
      />
    </span>
  );
}

/** A closure being edited: closed or not, until a time (India's "YYYY-MM-DDTHH:MM"), a note. */
export interface ClosureValue {
  closed: boolean;
  until: string;
  note: string;
}

export interface ClosureWords {
  /** The checkbox: "Temporarily closed". */
  closed: string;
  /** "Closed until" and its hint (the time is India's). */
  until: string;
  untilHint?: string;
  /** "Note for customers" and its hint. */
  note: string;
  noteHint?: string;
}

export interface ClosureFieldsProps {
  value: ClosureValue;
  onChange: (value: ClosureValue) => void;
  words: ClosureWords;
  errors?: { until?: ReactNode; note?: ReactNode };
  /** Longest note (the domain's constant). */
  maxNoteLength: number;
  disabled?: boolean;
}

/** The temporary closure: a checkbox, and when checked the time it ends and a note. */
export function ClosureFields({
  value,
  onChange,
  words,
  errors = {},
  maxNoteLength,
  disabled = false,
}: ClosureFieldsProps) {
  return (
    <div className={styles.closure}>
      <Checkbox
        label={words.closed}
        checked={value.closed}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, closed: event.target.checked })}
      />
      {value.closed && (
        <>
          <TextField
            type="datetime-local"
            label={words.until}
            hint={words.untilHint}
            value={value.until}
            required
            disabled={disabled}
            error={errors.until}
            onChange={(event) => onChange({ ...value, until: event.target.value })}
          />
          <TextArea
            label={words.note}
            hint={words.noteHint}
            value={value.note}
            maxLength={maxNoteLength}
            rows={2}
            disabled={disabled}
            error={errors.note}
            onChange={(event) => onChange({ ...value, note: event.target.value })}
          />
        </>
      )}
    </div>
  );
}

/** The editor's values from a store's saved hours (null until set) and closure (null when none). */
export function hoursEditorValues(saved: {
  hours: WeekHours | null;
  closure: { until: string; note?: string | null } | null;
}): { week: WeekHoursValue; closure: ClosureValue } {
  const week = emptyWeek();
  if (saved.hours)
    for (const day of WEEKDAYS) week[day] = saved.hours[day].map((span) => ({ ...span }));
  return {
    week,
    closure: {
      closed: saved.closure !== null,
      until: saved.closure ? isoToIndiaLocal(saved.closure.until) : '',
      note: saved.closure?.note ?? '',
    },
  };
}

/**
 * What the editor sends (the API's store hours body): the week, and the closure's end as an
 * instant in India's offset (kept as typed when it is not a time, for the rules to refuse).
 */
export function hoursEditorBody(
  week: WeekHoursValue,
  closure: ClosureValue,
): { hours: WeekHoursValue; closure: Closure | null } {
  return {
    hours: week,
    closure: closure.closed
      ? { until: indiaLocalToIso(closure.until) ?? closure.until, note: closure.note || null }
      : null,
  };
}
