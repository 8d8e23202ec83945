import { expect, test } from '@playwright/test';
import {
  agreeToOrder,
  answerDialog,
  seriousViolations,
  signInParentKim,
  toPayPage,
} from './journey-helpers.ts';

/**
 * The order consent (issue 20 item 5, decision 0462): the pay page shows the order's summary, the
 * terms and the third parties with a box that starts unticked; '결제하기' is refused until it is
 * ticked, then the gateway's window opens.
 */
for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${size.width}px: the consent box blocks paying until it is ticked`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await signInParentKim(page, request);
    await toPayPage(page);
    await page.getByRole('radio', { name: '신용카드' }).check();
    const box = page.getByRole('region', { name: '주문 내용 확인 및 결제 동의' });
    await expect(box.getByText(/주문 상품 \d+개 · 결제 예정 금액 [\d,]+원/)).toBeVisible();
    await box.locator('summary', { hasText: '개인정보 제3자 제공' }).click();
    await expect(box.getByText('(주)KG이니시스')).toBeVisible();
    await expect(box.getByText(/우정사업본부/)).toHaveCount(0);
    const consent = page.getByRole('checkbox', { name: /구매조건/ });
    await expect(consent).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots-law/consent-${size.width}.png`,
      fullPage: true,
    });

    await page.getByRole('button', { name: '결제하기' }).filter({ visible: true }).last().click();
    await answerDialog(
      page,
      '주문 내용을 확인하고 구매조건 및 개인정보 제3자 제공에 동의해 주세요.',
    );
    await expect(consent).toBeFocused();
    await expect(page).toHaveURL(/\/mypage\/pay-2\//);

    await agreeToOrder(page);
    if (size.width >= 768) {
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: '결제하기' }).click();
      const popup = await popupPromise;
      await expect(popup.getByRole('button', { name: '승인' })).toBeVisible();
      await popup.close();
    } else {
      await page.getByRole('button', { name: '결제하기' }).filter({ visible: true }).last().click();
      await expect(page.getByRole('button', { name: '승인' })).toBeVisible();
    }
  });
}
