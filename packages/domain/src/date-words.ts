// Dates and times inside a Telugu or Hindi sentence, as a shopkeeper says them (issue 45): the
// part of the day in the language's own words before a 12-hour time ("ఉదయం 7 గంటలకు",
// "రాత్రి 9:30కి", "सुबह 7 बजे", "रात 9:30 बजे"), and a date without the year where the sentence
// is about the next few days ("గురువారం, 5 మార్చి"). The one formatter the site, the admin's
// previews and the messages use; English keeps the forms the seeds show. Written from tables,
// not Intl: the words are the same on every phone, and a page needs no ICU data to say them.

/** The languages a date is written in. */
export type DateLanguage = 'en' | 'te' | 'hi';

/** How a time sits in its sentence: at it, from it, until it, or by it (no later than). */
type TimeUse = 'at' | 'from' | 'until' | 'by';

/** India's one time zone, as minutes ahead of UTC. */
const INDIA_OFFSET_MINUTES = 330;

const MONTHS: Record<'te' | 'hi', readonly string[]> = {
  te: [
    'జనవరి',
    'ఫిబ్రవరి',
    'మార్చి',
    'ఏప్రిల్',
    'మే',
    'జూన్',
    'జులై',
    'ఆగస్టు',
    'సెప్టెంబర్',
    'అక్టోబర్',
    'నవంబర్',
    'డిసెంబర్',
  ],
  hi: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
};

/** Weekdays from Sunday (Date's getUTCDay order). */
const WEEKDAYS: Record<'te' | 'hi', readonly string[]> = {
  te: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

/**
 * The part of the day by the hour (0–23) it starts at: night until 4, morning until noon,
 * afternoon until 4 pm, evening until 7 pm, then night. The words people use, not Intl's
 * `dayPeriod`, whose bounds differ between the languages and phones.
 */
const DAY_PARTS: Record<'te' | 'hi', readonly (readonly [number, string])[]> = {
  te: [
    [0, 'రాత్రి'],
    [4, 'ఉదయం'],
    [12, 'మధ్యాహ్నం'],
    [16, 'సాయంత్రం'],
    [19, 'రాత్రి'],
  ],
  hi: [
    [0, 'रात'],
    [4, 'सुबह'],
    [12, 'दोपहर'],
    [16, 'शाम'],
    [19, 'रात'],
  ],
};

/** Every word the formatter can write in a language (the site's font subset keeps them). */
export function dateWordList(language: 'te' | 'hi'): string[] {
  return [
    ...MONTHS[language],
    ...WEEKDAYS[language],
    ...DAY_PARTS[language].map(([, word]) => word),
    ...(language === 'te' ? ['గంటలకు', 'గంటల', 'నుంచి', 'వరకు', 'లోపు', 'కి'] : ['बजे', 'से', 'तक']),
  ];
}

function dayPart(language: 'te' | 'hi', hour: number): string {
  let word = '';
  for (const [from, part] of DAY_PARTS[language]) if (hour >= from) word = part;
  return word;
}

/**
 * A time of day in India, hour 0–23 and minute, as it sits in a sentence:
 * te at "ఉదయం 7 గంటలకు", "రాత్రి 9:30కి"; from "ఉదయం 7 గంటల నుంచి"; until "రాత్రి 9 గంటల
 * వరకు"; by "మధ్యాహ్నం 3:10 లోపు";
 * hi at "सुबह 7 बजे", "रात 9:30 बजे"; from "सुबह 7 बजे से"; until and by "रात 9:30 बजे तक";
 * en "7 am", "9:30 pm" (the sentence carries its own "at", "until", "by").
 */
export function timeWords(
  language: DateLanguage,
  hour: number,
  minute: number,
  use: TimeUse,
): string {
  const twelve = hour % 12 || 12;
  const clock = minute === 0 ? String(twelve) : `${twelve}:${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${clock} ${hour < 12 ? 'am' : 'pm'}`;
  const part = dayPart(language, hour);
  if (language === 'hi')
    return `${part} ${clock} बजे${use === 'at' ? '' : use === 'from' ? ' से' : ' तक'}`;
  const whole = minute === 0;
  if (use === 'at') return whole ? `${part} ${clock} గంటలకు` : `${part} ${clock}కి`;
  const after = use === 'from' ? 'నుంచి' : use === 'until' ? 'వరకు' : 'లోపు';
  return whole ? `${part} ${clock} గంటల ${after}` : `${part} ${clock} ${after}`;
}

/** "HH:MM" (24-hour) as timeWords writes it. */
export function clockWords(language: DateLanguage, time: string, use: TimeUse): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return timeWords(language, hour, minute, use);
}

/**
 * Opening hours in a list, "HH:MM" to "HH:MM", each end with its part of the day:
 * "ఉదయం 9 – సాయంత్రం 6", "सुबह 9 – शाम 6", "ఉదయం 9:30 – రాత్రి 9".
 */
export function spanWords(language: 'te' | 'hi', opens: string, closes: string): string {
  const plain = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const clock =
      minute === 0
        ? String(hour % 12 || 12)
        : `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
    return `${dayPart(language, hour)} ${clock}`;
  };
  return `${plain(opens)} – ${plain(closes)}`;
}

/** India's calendar day and time of an ISO 8601 moment. */
function inIndia(iso: string) {
  const at = new Date(new Date(iso).getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  };
}

/**
 * A calendar date ("YYYY-MM-DD") in Telugu or Hindi: "5 మార్చి", "5 मार्च"; with the year
 * "5 మార్చి 2026", "5 मार्च 2026"; with the weekday "గురువారం, 5 మార్చి".
 */
export function dayWords(
  language: 'te' | 'hi',
  date: string,
  options: { year?: boolean; weekday?: boolean } = {},
): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const text = `${day} ${MONTHS[language][month - 1]}${options.year ? ` ${year}` : ''}`;
  return options.weekday ? `${WEEKDAYS[language][weekday]}, ${text}` : text;
}

/**
 * A moment of the next few days, in India, as it sits in a sentence: the weekday, the date
 * without the year and the time with its part of the day:
 * te by "గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 లోపు"; hi by "गुरुवार, 5 मार्च, दोपहर 3:10 बजे तक".
 * English keeps the seeds' forms: `full` "Thursday, 5 March 2026 at 3:10 pm" (the site),
 * `medium` "5 Mar 2026, 3:10 pm" (a text message).
 */
export function momentWords(
  language: DateLanguage,
  iso: string,
  use: TimeUse,
  englishStyle: 'full' | 'medium' = 'full',
): string {
  if (language === 'en')
    return new Intl.DateTimeFormat('en-IN', {
      dateStyle: englishStyle,
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso));
  const at = inIndia(iso);
  const date = `${WEEKDAYS[language][at.weekday]}, ${at.day} ${MONTHS[language][at.month]}`;
  return `${date}, ${timeWords(language, at.hour, at.minute, use)}`;
}

/**
 * How a due moment stands against `now`, as the admin's queues say it (English, the team's
 * language): "due in 3 days", "due in 5 hours", "due in 12 minutes", and once past it "overdue
 * by 2 days", "overdue by 1 hour". Whole units, rounded down; the largest unit that is at least 1.
 */
export function dueWords(dueAt: string, now: Date): string {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const [n, unit] = days > 0 ? [days, 'day'] : hours > 0 ? [hours, 'hour'] : [minutes, 'minute'];
  const span = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return ms < 0 ? `overdue by ${span}` : `due in ${span}`;
}
