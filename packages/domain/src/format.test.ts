import { describe, expect, it } from 'vitest';
import { formatFileSizeKb, formatPrice, formatRupees, jpegFileName } from './format.js';

describe('formatPrice', () => {
  it('shows rupees with two decimals per quantity and unit', () => {
    expect(formatPrice(45, 1, 'kg')).toEqual('₹45.00 / 1 kg');
    expect(formatPrice(0.01, 500, 'g')).toEqual('₹0.01 / 500 g');
    expect(formatPrice(12.5, 2, 'L')).toEqual('₹12.50 / 2 L');
  });

  it('groups large prices the Indian way', () => {
    expect(formatPrice(1_000_000, 12, 'pc')).toEqual('₹10,00,000.00 / 12 pc');
    expect(formatRupees(1250.5)).toEqual('₹1,250.50');
  });
});

describe('formatFileSizeKb', () => {
  it('shows kilobytes with two decimals', () => {
    expect(formatFileSizeKb(512 * 1024)).toEqual('512.00 KB');
    expect(formatFileSizeKb(1536)).toEqual('1.50 KB');
  });
});

describe('jpegFileName', () => {
  it('changes the extension to .jpg after conversion', () => {
    expect(jpegFileName('photo.png')).toEqual('photo.jpg');
    expect(jpegFileName('my.shop.webp')).toEqual('my.shop.jpg');
    expect(jpegFileName('photo.jpeg')).toEqual('photo.jpg');
    expect(jpegFileName('scan')).toEqual('scan.jpg');
  });
});
