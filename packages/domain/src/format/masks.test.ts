import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCpf, maskZip, unmaskCpf, unmaskZip } from './masks';

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((digits) => digits.join(''));

describe('maskCpf', () => {
  it('shows 11 digits as ###.###.###-##', () => {
    expect(maskCpf('12345678901')).toBe('123.456.789-01');
  });

  it('masks as the learner types', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('123456')).toBe('123.456');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('123456789')).toBe('123.456.789');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
  });

  it('keeps only digits and at most 11 of them', () => {
    expect(maskCpf('123.456.789-01')).toBe('123.456.789-01');
    expect(maskCpf('abc123456789012345')).toBe('123.456.789-01');
  });

  it('mask then unmask is the identity on 11 digits', () => {
    fc.assert(
      fc.property(digitString(11), (digits) => {
        const masked = maskCpf(digits);
        expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(unmaskCpf(masked)).toBe(digits);
      }),
    );
  });

  it('is idempotent on whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(maskCpf(maskCpf(typed))).toBe(maskCpf(typed));
      }),
    );
  });
});

describe('maskZip', () => {
  it('shows 8 digits as #####-###, masking as the learner types', () => {
    expect(maskZip('01310100')).toBe('01310-100');
    expect(maskZip('01310')).toBe('01310');
    expect(maskZip('013101')).toBe('01310-1');
    expect(maskZip('01310-100999')).toBe('01310-100');
  });

  it('mask then unmask is the identity on 8 digits', () => {
    fc.assert(
      fc.property(digitString(8), (digits) => {
        const masked = maskZip(digits);
        expect(masked).toMatch(/^\d{5}-\d{3}$/);
        expect(unmaskZip(masked)).toBe(digits);
      }),
    );
  });
});

describe('unmaskCpf', () => {
  it('keeps the digits only', () => {
    expect(unmaskCpf('123.456.789-01')).toBe('12345678901');
    expect(unmaskCpf(' 123 456 ')).toBe('123456');
    expect(unmaskCpf('')).toBe('');
  });
});
