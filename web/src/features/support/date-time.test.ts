import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows the Seoul wall-clock time of an instant', () => {
    expect(formatDateTime('2024-03-11T05:20:00.000Z')).toBe('2024-03-11 14:20');
    expect(formatDateTime('2024-03-11T15:05:00.000Z')).toBe('2024-03-12 00:05');
    expect(formatDateTime('not a date')).toBe('');
  });
});
