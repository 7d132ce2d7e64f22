import { describe, expect, it } from 'vitest';
import { parseApiUrl } from './env';

describe('VITE_API_URL', () => {
  it('defaults to the local API', () => {
    expect(parseApiUrl(undefined)).toBe('http://localhost:3000');
    expect(parseApiUrl('  ')).toBe('http://localhost:3000');
  });

  it('keeps an http(s) origin without trailing slashes', () => {
    expect(parseApiUrl('https://api.kirana.example/')).toBe('https://api.kirana.example');
  });

  it('refuses anything that is not an absolute http(s) URL', () => {
    expect(() => parseApiUrl('api.kirana.example')).toThrow(/VITE_API_URL/);
    expect(() => parseApiUrl('ftp://api.kirana.example')).toThrow(/http or https/);
  });
});
