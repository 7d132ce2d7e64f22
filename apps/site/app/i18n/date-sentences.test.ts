// Every site sentence that takes a date or a time, in Telugu and Hindi, in the morning, the
// afternoon, the evening and at night (issue 45): the formatter's words fit the sentence.
import { describeOpenState, type OpenStateAnswer } from '@kirana/domain/store-hours';
import { describe, expect, it } from 'vitest';
import { formatDueAt } from './date-time';
import { fill } from './fill';
import { messagesFor } from './messages';

/** Thursday 5 March 2026 in India: 7:00, 3:10 pm, 6:30 pm and 9:30 pm. */
const MOMENTS = {
  morning: '2026-03-05T01:30:00Z',
  afternoon: '2026-03-05T09:40:00Z',
  evening: '2026-03-05T13:00:00Z',
  night: '2026-03-05T16:00:00Z',
} as const;
type Part = keyof typeof MOMENTS;

const TE_BY: Record<Part, string> = {
  morning: 'ఉదయం 7 గంటల లోపు',
  afternoon: 'మధ్యాహ్నం 3:10 లోపు',
  evening: 'సాయంత్రం 6:30 లోపు',
  night: 'రాత్రి 9:30 లోపు',
};
const HI_AT: Record<Part, string> = {
  morning: 'सुबह 7 बजे',
  afternoon: 'दोपहर 3:10 बजे',
  evening: 'शाम 6:30 बजे',
  night: 'रात 9:30 बजे',
};
const TE_AT: Record<Part, string> = {
  morning: 'ఉదయం 7 గంటలకు',
  afternoon: 'మధ్యాహ్నం 3:10కి',
  evening: 'సాయంత్రం 6:30కి',
  night: 'రాత్రి 9:30కి',
};
const TE_UNTIL: Record<Part, string> = {
  morning: 'ఉదయం 7 గంటల వరకు',
  afternoon: 'మధ్యాహ్నం 3:10 వరకు',
  evening: 'సాయంత్రం 6:30 వరకు',
  night: 'రాత్రి 9:30 వరకు',
};
const PARTS = Object.keys(MOMENTS) as Part[];

describe('the due date in the store owner’s sentences', () => {
  it.each(PARTS)('Telugu, %s', (part) => {
    const text = messagesFor('te').storeOwner;
    const date = formatDueAt('te', MOMENTS[part]);
    expect(fill(text.submittedText, { date })).toBe(
      `ధన్యవాదాలు! మా టీమ్ మీ దుకాణాన్ని, పత్రాలను పరిశీలించి గురువారం, 5 మార్చి, ${TE_BY[part]} జవాబిస్తుంది. మీకు మెసేజ్ కూడా పంపుతాం.`,
    );
    expect(fill(text.pendingText, { date })).toBe(
      `మా టీమ్ మీ దుకాణాన్ని పరిశీలిస్తోంది. గురువారం, 5 మార్చి, ${TE_BY[part]} మీకు జవాబిస్తాం.`,
    );
  });

  it.each(PARTS)('Hindi, %s', (part) => {
    const text = messagesFor('hi').storeOwner;
    const date = formatDueAt('hi', MOMENTS[part]);
    expect(fill(text.submittedText, { date })).toBe(
      `धन्यवाद! हमारी टीम आपकी दुकान और दस्तावेज़ जाँचकर गुरुवार, 5 मार्च, ${HI_AT[part]} तक जवाब देगी। हम आपको मैसेज भी भेजेंगे।`,
    );
    expect(fill(text.pendingText, { date })).toBe(
      `हमारी टीम आपकी दुकान की जाँच कर रही है। गुरुवार, 5 मार्च, ${HI_AT[part]} तक आपको जवाब मिलेगा।`,
    );
  });
});

describe('a store’s open state', () => {
  // The answer came on Wednesday 4 March 2026 at noon in India.
  const now = new Date('2026-03-04T06:30:00Z');
  const say = (locale: 'te' | 'hi', open: OpenStateAnswer) =>
    describeOpenState(open, now, messagesFor(locale).storeFinder.open, (date) => date);
  const today = (part: Part) => MOMENTS[part].replace('03-05', '03-04');

  it.each(PARTS)('Telugu, %s', (part) => {
    expect(say('te', { state: 'open', changesAt: today(part) })).toBe(
      `ఇప్పుడు తెరిచి ఉంది, ${TE_AT[part]} మూస్తారు`,
    );
    expect(say('te', { state: 'closed', changesAt: MOMENTS[part] })).toBe(
      `మూసి ఉంది, రేపు ${TE_AT[part]} తెరుస్తారు`,
    );
    expect(say('te', { state: 'temporarilyClosed', changesAt: today(part) })).toBe(
      `ఈరోజు ${TE_UNTIL[part]} తాత్కాలికంగా మూసి ఉంది`,
    );
  });

  it.each(PARTS)('Hindi, %s', (part) => {
    expect(say('hi', { state: 'open', changesAt: today(part) })).toBe(
      `अभी खुली है, ${HI_AT[part]} बंद होगी`,
    );
    expect(say('hi', { state: 'closed', changesAt: MOMENTS[part] })).toBe(
      `बंद है, कल ${HI_AT[part]} खुलेगी`,
    );
    expect(say('hi', { state: 'temporarilyClosed', changesAt: today(part) })).toBe(
      `आज ${HI_AT[part]} तक अस्थायी रूप से बंद`,
    );
  });
});
