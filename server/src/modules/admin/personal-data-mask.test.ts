import { describe, expect, it } from 'vitest';
import {
  maskAccountNumber,
  maskAddress,
  maskPersonalData,
  maskPhone,
  maskPhonesInText,
} from './personal-data-mask.ts';

describe('personal data masking', () => {
  it('masks the middle of phone numbers, with or without separators', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010****5678');
    expect(maskPhone('02-123-4567')).toBe('02-***-4567');
    expect(maskPhone('+82 10 1234 5678')).toBe('********5678');
  });

  it('keeps the first two words of an address and the last four digits of an account', () => {
    expect(maskAddress('서울특별시 강남구 테헤란로 123, 4층')).toBe('서울특별시 강남구 ****');
    expect(maskAddress('세종특별자치시')).toBe('세종특별자치시 ****');
    expect(maskAccountNumber('110-123-456789')).toBe('********6789');
    expect(maskAccountNumber('123')).toBe('***');
  });

  it('masks phones inside free text and leaves other numbers', () => {
    expect(maskPhonesInText('연락처 010-9876-5432 로 주세요. 주문번호 20240311-000123')).toBe(
      '연락처 010-****-5432 로 주세요. 주문번호 20240311-000123',
    );
  });

  it('masks fields by name at any depth, and leaves the rest as it is', () => {
    expect(
      maskPersonalData({
        receiverName: '김민정',
        receiverPhone: '010-1111-2222',
        stdHandPhone: '01033334444',
        address: { addr1: '부산광역시 해운대구 센텀중앙로 79', zipCode: '48058' },
        refundAccountNo: '3333-01-1234567',
        creverseAddrUrl: 'http://localhost:3001/address-book/manage',
        items: [{ memo: '문 앞에 두세요 010-5555-6666', qty: 2 }],
        amount: 12000,
        handled: null,
      }),
    ).toEqual({
      receiverName: '김민정',
      receiverPhone: '010-****-2222',
      stdHandPhone: '010****4444',
      address: { addr1: '부산광역시 해운대구 ****', zipCode: '48058' },
      refundAccountNo: '*********4567',
      creverseAddrUrl: 'http://localhost:3001/address-book/manage',
      items: [{ memo: '문 앞에 두세요 010-****-6666', qty: 2 }],
      amount: 12000,
      handled: null,
    });
  });
});
