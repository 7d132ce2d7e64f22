import { describe, expect, it } from 'vitest';
import { pincodeToSearch } from './pincode';

describe('store finder pincode', () => {
  it('does nothing for a blank or whitespace-only pincode', () => {
    expect(pincodeToSearch('')).toBeNull();
    expect(pincodeToSearch('   ')).toBeNull();
    expect(pincodeToSearch(undefined)).toBeNull();
  });

  it('searches for the trimmed text without checking its format', () => {
    expect(pincodeToSearch(' 500016 ')).toBe('500016');
    expect(pincodeToSearch('abc')).toBe('abc');
  });
});
