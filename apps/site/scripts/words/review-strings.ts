// Every Telugu and Hindi string a reader meets, beside its English and where it is used (issue
// 45): the UI catalogues, the content pages and policies, the rules' words and the owners' and
// delivery partners' messages. The glossary test (./glossary.test.ts) reads it, and the review
// export (./words-export.ts, docs/words/{te,hi}.csv) writes it.
// Every message module registers its English as it loads: all of them, so that each rule's
// words stand beside their English.
import '@kirana/domain/auth';
import '@kirana/domain/login-rules';
import '@kirana/domain/password-rules';
import '@kirana/domain/inventory';
import '@kirana/domain/affiliates';
import '@kirana/domain/uploads';
import '@kirana/domain/activity';
import '@kirana/domain/inbox';
import '@kirana/domain/decisions';
import '@kirana/domain/decision-rules';
import '@kirana/domain/store-rules';
import '@kirana/domain/team';
import '@kirana/domain/team-rules';
import '@kirana/domain/two-step';
import '@kirana/domain/common';
import { momentWords } from '@kirana/domain/date-words';
import { describeOpenState, type OpenStateAnswer } from '@kirana/domain/store-hours';
import { NOTIFICATION_TEMPLATES, notificationText } from '@kirana/domain/notifications';
import {
  PARTNER_REASON_WORDS,
  STORE_DOCUMENT_WORDS,
  STORE_REASON_WORDS,
} from '@kirana/domain/store-words';
import { PARTNER_REASON_LABELS } from '@kirana/domain/delivery-partners';
import { contentFor } from '../../app/i18n/content';
import { messagesFor } from '../../app/i18n/messages';
import { wordsFor } from '../../app/i18n/rules/catalogue';
import { ISLAND_RESOURCES } from '../../app/i18n/rules/index';
import { hi as hiRules } from '../../app/i18n/rules/hi';
import { te as teRules } from '../../app/i18n/rules/te';

export interface ReviewString {
  /** Where it is used: "ui.storeOwner.pendingText", "content.policies…", "rules.…", "message:…". */
  where: string;
  en: string;
  text: string;
  /** A policy (legal text): the glossary's formal words are allowed. */
  legal: boolean;
}

/** A morning and a night moment (Thursday 5 March 2026, 7:00 and 21:30 in India). */
export const REVIEW_MOMENTS = { morning: '2026-03-05T01:30:00Z', night: '2026-03-05T16:00:00Z' };

const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;

function walk(
  en: unknown,
  value: unknown,
  path: string,
  out: { path: string; en: string; text: string }[],
) {
  if (typeof value === 'string') {
    out.push({ path, en: typeof en === 'string' ? en : '', text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      walk(Array.isArray(en) ? en[index] : undefined, item, `${path}[${index}]`, out),
    );
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      walk(
        en && typeof en === 'object' ? (en as Record<string, unknown>)[key] : undefined,
        item,
        path ? `${path}.${key}` : key,
        out,
      );
  }
}

/** Every string of the language, in a stable order. */
export function reviewStrings(language: 'te' | 'hi'): ReviewString[] {
  const found: { path: string; en: string; text: string }[] = [];
  walk(messagesFor('en'), messagesFor(language), 'ui', found);
  walk(contentFor('en'), contentFor(language), 'content', found);
  const rules = language === 'te' ? teRules : hiRules;
  walk(wordsFor('en', ISLAND_RESOURCES), rules, 'rules', found);
  walk(STORE_REASON_WORDS.en, STORE_REASON_WORDS[language], 'message:storeReason', found);
  walk(PARTNER_REASON_LABELS, PARTNER_REASON_WORDS[language], 'message:partnerReason', found);
  walk(STORE_DOCUMENT_WORDS.en, STORE_DOCUMENT_WORDS[language], 'message:document', found);
  for (const template of NOTIFICATION_TEMPLATES) {
    if (template === 'admin_invite') continue;
    const params = {
      name: '{name}',
      link: '{link}',
      code: '{code}',
      reason: 'unclear_document',
      documents: template === 'store_rejected' ? ['shop_photo'] : undefined,
    };
    const moments = template === 'store_received' ? Object.entries(REVIEW_MOMENTS) : [['', '']];
    for (const [part, dueAt] of moments) {
      const withDate = { ...params, dueAt: dueAt || undefined };
      found.push({
        path: `message:${template}${part ? ` (${part})` : ''}`,
        en: notificationText(template, withDate, 'en'),
        text: notificationText(template, withDate, language),
      });
    }
  }
  for (const [part, at] of Object.entries(REVIEW_MOMENTS)) {
    for (const key of ['submittedText', 'pendingText'] as const)
      found.push({
        path: `ui.storeOwner.${key} (${part})`,
        en: messagesFor('en').storeOwner[key].replace('{date}', momentWords('en', at, 'by')),
        text: messagesFor(language).storeOwner[key].replace(
          '{date}',
          momentWords(language, at, 'by'),
        ),
      });
  }
  // The open states at a morning and a night time: today, tomorrow and a day later in the week
  // (the answer came at midnight in India on Wednesday 4 March 2026).
  const now = new Date('2026-03-03T18:30:00Z');
  const states: OpenStateAnswer['state'][] = ['open', 'closed', 'temporarilyClosed'];
  for (const state of states)
    for (const [day, date] of [
      ['today', '04'],
      ['tomorrow', '05'],
      ['on', '07'],
    ] as const)
      for (const [part, at] of Object.entries(REVIEW_MOMENTS)) {
        const changesAt = at.replace('-05T', `-${date}T`);
        const answer = { state, changesAt };
        const say = (locale: 'en' | 'te' | 'hi') =>
          describeOpenState(answer, now, messagesFor(locale).storeFinder.open, (d) => d);
        found.push({
          path: `ui.storeFinder.open.${state}:${day} (${part})`,
          en: say('en'),
          text: say(language),
        });
      }
  return (
    found
      .filter((item) => SCRIPT[language].test(item.text))
      // The policy list repeats the policies.
      .filter((item) => !item.path.startsWith('content.policyList'))
      .map(({ path, en, text }) => ({
        where: path,
        en,
        text,
        legal: path.startsWith('content.policies'),
      }))
  );
}
