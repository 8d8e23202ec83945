import { describe, expect, it } from 'vitest';
import { COURIERS, courierName, trackingUrlOf } from './couriers.ts';

describe('the courier table', () => {
  it('names the carriers members read, never their codes', () => {
    expect(COURIERS.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'CJ대한통운',
        '우체국택배',
        '한진택배',
        '롯데택배',
        '로젠택배',
        'EMS',
      ]),
    );
    expect(courierName('CJ')).toBe('CJ대한통운');
    expect(courierName('LOGEN')).toBe('로젠택배');
    expect(courierName(null)).toBeNull();
  });

  it("opens the carrier's tracking page for the invoice", () => {
    expect(trackingUrlOf('CJ', '640000000001')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=640000000001',
    );
    expect(trackingUrlOf('POST', '6400000000012')).toContain('sid1=6400000000012');
    expect(trackingUrlOf('EMS', 'EE123456789KR')).toContain('POST_CODE=EE123456789KR');
    expect(trackingUrlOf('CJ', null)).toBeNull();
    expect(trackingUrlOf('NOPE', '1')).toBeNull();
  });
});
