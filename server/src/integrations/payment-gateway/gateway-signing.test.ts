import { describe, expect, it } from 'vitest';
import {
  merchantApiHash,
  mobileCheckHash,
  notificationSignature,
  pcWindowHashes,
  verifyNotification,
} from './gateway-signing.ts';

/**
 * Known values, computed outside this code base (sha256sum, sha512sum, openssl), so the shop and
 * the simulator cannot drift together. The sign key is the gateway's published test key.
 */
const TEST_SIGN_KEY = 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS';

describe('gateway signing', () => {
  it('signs the PC window form', () => {
    expect(pcWindowHashes('DEMO-1', 23_400, '1700000000000', TEST_SIGN_KEY)).toEqual({
      signature: '0c22d666bed6d8f56bad7453708a85a9b65a7f1562547ef29b52273115ee06e1',
      verification: '7a9f0e534e0f755f1e6ed1fe604a93d7f2d226e8022be4b1ce7a05fff3b2c9f9',
      mKey: '3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33',
    });
  });

  it('protects the mobile amount', () => {
    expect(mobileCheckHash(23_400, 'DEMO-1', '1700000000000', TEST_SIGN_KEY)).toBe(
      'Hwv+iUcAmvvUJfBTn0LYm36ITYNIs7vmvGjGPTbKdRsFzt5j0RItVc6Z3Ujr2bWV87feALx5OVTdedPaCaj4lg==',
    );
  });

  it('hashes merchant API calls over key, merchant, type, timestamp and data', () => {
    const data = { tid: 'T1', msg: 'x' };
    expect(
      merchantApiHash('ItEQKi3rY7uvDS8l', 'INIpayTest', 'refund', '20241122113000', data),
    ).toBe(
      '25f126741f5e9c591fa79ed61d4c1a96ef8aaa3175f7eac7b94bd2471c253988d146388796930e5504ea3d040d7f99c3f432a19199aecb2dbc4394a4820020fb',
    );
  });

  it('signs notifications over the fields sorted by name', () => {
    const signature = '604fe97c66c6393ff22e3cae366eee1131e351ebc736bf12f5d62e1755b7a233';
    expect(notificationSignature({ b: '2', a: '1' }, 'secret')).toBe(signature);
    expect(
      verifyNotification({ a: '1', b: '2', noti_sign: signature }, 'noti_sign', 'secret'),
    ).toBe(true);
    expect(
      verifyNotification({ a: '1', b: '3', noti_sign: signature }, 'noti_sign', 'secret'),
    ).toBe(false);
    expect(verifyNotification({ a: '1', b: '2' }, 'noti_sign', 'secret')).toBe(false);
  });
});
