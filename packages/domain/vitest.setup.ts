// In this package's tests a message of the catalogue equals its English text, so a test can
// state the words a user reads (`errors: { name: 'Please tell us your name.' }`) of a result
// that holds messages. Rules are asserted apart, where they matter.
import { expect } from 'vitest';
import type { Message } from './src/catalogue.js';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).rule === 'string' &&
  typeof (value as Message).text === 'string';

expect.addEqualityTesters([
  function messageEqualsItsText(a: unknown, b: unknown) {
    if (isMessage(a) && typeof b === 'string') return a.text === b;
    if (typeof a === 'string' && isMessage(b)) return a === b.text;
    return undefined;
  },
]);
