// Every error an island can meet is worded in Telugu and Hindi: the contract's ErrorRule lists
// each rule an error can carry (tied to packages/domain's catalogue by the API's contract
// test); the site words those of the resources its islands receive (ISLAND_RESOURCES), each
// naming the same values as the English, and no other. Islands word an error by its rule and
// params, never by its English text.
import { describe, expect, it } from 'vitest';
import { errorRuleValues } from '@kirana/api-client/schema';
import { messageOfRule } from '@kirana/domain/catalogue';
import '@kirana/domain/affiliates';
import '@kirana/domain/activity';
import '@kirana/domain/auth';
import '@kirana/domain/store-rules';
import '@kirana/domain/store-hours';
import '@kirana/domain/contact';
import '@kirana/domain/decisions';
import '@kirana/domain/inbox';
import '@kirana/domain/inventory';
import '@kirana/domain/notifications';
import '@kirana/domain/delivery-partners';
import '@kirana/domain/uploads';
import '@kirana/domain/documents';
import '@kirana/domain/rights';
import '@kirana/domain/privacy-notice';
import '@kirana/domain/mobile';
import '@kirana/domain/team';
import '@kirana/domain/two-step';
import '@kirana/domain/team-rules';
import '@kirana/domain/validation';
import { CONTACT_NAME_TOO_LONG } from '@kirana/domain/contact';
import { wordsFor } from './catalogue';
import { ISLAND_RESOURCES } from './index';
import { en } from './en';
import { hi } from './hi';
import { te } from './te';
import { problemOf, say } from './words';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['te', te],
  ['hi', hi],
] as const)('%s', (_name, words) => {
  it('words every rule an island can meet, and no other', () => {
    const island = errorRuleValues.filter((rule) =>
      (ISLAND_RESOURCES as readonly string[]).includes(rule.split('.')[0] ?? ''),
    );
    expect(Object.keys(words).sort()).toEqual([...island].sort());
  });

  it.each(Object.keys(words) as (keyof typeof words)[])(
    '%s names the values the English names',
    (rule) => {
      const english = messageOfRule(rule);
      expect(english, `${rule} is not in packages/domain's catalogue`).toBeDefined();
      expect(words[rule].trim()).not.toBe('');
      expect(placeholders(words[rule])).toEqual(placeholders(english?.template ?? ''));
    },
  );
});

it("English sentences replace only the domain's phrases, naming the same values", () => {
  for (const [rule, sentence] of Object.entries(en)) {
    const english = messageOfRule(rule);
    expect(english, rule).toBeDefined();
    expect(placeholders(sentence)).toEqual(placeholders(english?.template ?? ''));
  }
});

describe('say', () => {
  const telugu = wordsFor('te', ['contact']);

  it('words a form rule in the language, with its values', () => {
    expect(say(telugu, CONTACT_NAME_TOO_LONG)).toBe(
      te['contact.nameTooLong'].replace('{max}', '120'),
    );
  });

  it("words an API answer by its rule and params, whatever the answer's English says", () => {
    const answer = { rule: 'contact.messageTooLong', params: { max: 2000 }, message: 'x' };
    expect(say(telugu, problemOf(answer))).toBe(
      te['contact.messageTooLong'].replace('{max}', '2,000'),
    );
  });

  it('words an error it has no rule for as the unexpected error', () => {
    expect(say(telugu, problemOf(new Error('boom')))).toBe(te['common.unexpectedError']);
    expect(say(telugu, { rule: 'made.up' })).toBe(te['common.unexpectedError']);
  });

  it("gives an island only its resources' rules and the common ones", () => {
    expect(Object.keys(telugu).every((rule) => /^(contact|common|request)\./.test(rule))).toBe(
      true,
    );
    expect(telugu['contact.nameRequired']).toBe(te['contact.nameRequired']);
    expect(wordsFor('en', ['contact'])['request.required']).toBe(en['request.required']);
    expect(wordsFor('en', ['contact'])['contact.nameRequired']).toBe('Please tell us your name.');
  });
});
