import { describe, expect, it } from 'vitest';
import {
  acceptedSteps,
  formatRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  normaliseRecoveryCode,
  totpStep,
} from './two-step.js';

describe('two-step sign-in rules', () => {
  it('counts 30-second steps and accepts one step of drift either way', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
    expect(acceptedSteps(60_000).sort()).toEqual([1, 2, 3]);
  });

  it('takes six digits as a code, not seven, five or other characters', () => {
    expect(isTotpCode('012345')).toBe(true);
    expect(isTotpCode('0123456')).toBe(false);
    expect(isTotpCode('01234')).toBe(false);
    expect(isTotpCode('01234a')).toBe(false);
    expect(isTotpCode('０１２３４５')).toBe(false);
  });

  it('reads a recovery code whatever its case, spaces and hyphen', () => {
    expect(normaliseRecoveryCode(' ABCDE-23456 ')).toBe('abcde23456');
    expect(isRecoveryCode('ABCDE 23456')).toBe(true);
    expect(isRecoveryCode('abcde-2345')).toBe(false);
    expect(isRecoveryCode('abcde-23450')).toBe(false);
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });
});
