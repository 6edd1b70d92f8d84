import { describe, expect, it } from 'vitest';
import { statusOf } from './status';

const ready = { isPending: false, isError: false };
const pending = { isPending: true, isError: false };
const failed = { isPending: false, isError: true };

describe('statusOf', () => {
  it('is ready when every query has its data (and with no query at all)', () => {
    expect(statusOf(ready, ready)).toBe('ready');
    expect(statusOf()).toBe('ready');
  });

  it('is loading while any query waits', () => {
    expect(statusOf(ready, pending)).toBe('loading');
  });

  it('shows a failure before a wait: a query waiting on a failed one would stay pending', () => {
    expect(statusOf(pending, failed)).toBe('error');
    expect(statusOf(failed, ready)).toBe('error');
  });
});
