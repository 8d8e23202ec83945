import { expect, test, type Page } from '@playwright/test';
import { expectNoSiteNotice, signInParentKim, toPayPage, agreeToOrder } from './journey-helpers.ts';

/**
 * No stuck card payments (issue 16 item 1, decision 0243): a card window closed or cancelled
 * without paying leaves the order 결제대기 without its free-delivery benefit, and '다시 결제'
 * pays the same order.
 */

/** Benefits the pay page shows as used ('사용함 (date)'). */
const usedBenefits = async (page: Page) => {
  await expect(page.getByText('무료배송 혜택').first()).toBeVisible();
  return page.getByText(/^사용함/).count();
};

test('desktop: the card window closed, the benefit is free again, 다시 결제 pays the same order', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInParentKim(page, request);
  await toPayPage(page);
  const used = await usedBenefits(page);
  await page.getByRole('radio', { name: '신용카드' }).check();
  const popupPromise = page.waitForEvent('popup');
  await agreeToOrder(page);
  await page.getByRole('button', { name: '결제하기' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: '결제창 닫기' }).click();
  await closed;
  await expect(page).toHaveURL(/\/mypage\/payment-fail\?resultMsg=cancelled&orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: '결제에 실패했습니다' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 결제' })).toBeVisible();
  await expect(page.getByRole('button', { name: '주문 취소' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-p1/card-closed-fail-1440.png', fullPage: true });

  // the benefit the closed order held is free for the next order
  await toPayPage(page);
  expect(await usedBenefits(page)).toBe(used);

  // 다시 결제 from the order detail pays the same order
  await page.goto(`/mypage/order/detail/${orderId}`);
  await expect(page.getByText('결제대기').first()).toBeVisible();
  const again = page.waitForEvent('popup');
  await page.getByRole('button', { name: '다시 결제' }).click();
  const window2 = await again;
  const closed2 = window2.waitForEvent('close');
  await window2.getByRole('button', { name: '승인' }).click();
  await closed2;
  await expect(page).toHaveURL(new RegExp(`/mypage/payment-ok/universal/${orderId}$`));
  await expectNoSiteNotice(page);
  await expect(page.getByText('결제완료').first()).toBeVisible();
});

test('phone: the card payment cancelled, 다시 결제 from the failure page pays the same order', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInParentKim(page, request);
  await toPayPage(page);
  await page.getByRole('radio', { name: '신용카드' }).check();
  await agreeToOrder(page);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/mypage\/payment-fail\?resultMsg=\w+&orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: '결제에 실패했습니다' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-p1/card-cancelled-fail-390.png', fullPage: true });
  await page.getByRole('button', { name: '다시 결제' }).click();
  await page.getByRole('button', { name: '승인' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/payment-ok/universal/${orderId}$`));
});
