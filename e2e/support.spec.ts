import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signInAt, skipSitePopup } from './journey-helpers.ts';

/**
 * Customer support (issue 8): 1:1 inquiries, FAQ with search and deep links, the usage guide,
 * learning-support downloads and the counseling pages (the PDF viewers: pdf-viewer.spec.ts).
 */

const SHOTS = '/tmp/shots-support';

/** The 'notice' alert or confirm: checks the message and answers with the given button. */
async function answerDialog(page: Page, message: string, button = '확인'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page, request }) => {
  await skipSitePopup(page, request);
});

test.describe('1:1 inquiries', () => {
  test('writes an inquiry from the refund template, sees it in the list and deletes it', async ({
    page,
  }) => {
    await signInAt(page, '/mypage/claim/list');
    await expect(page.getByRole('heading', { name: '1:1 문의 내역' })).toBeVisible();
    await page.getByRole('link', { name: '문의하기', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/claim\/write$/);
    await expect(page.getByText('FAQ에서 궁금한 사항을 찾지 못하셨나요?')).toBeVisible();

    const category = page.getByLabel('질문분야');
    const title = page.getByLabel('제목');
    const content = page.getByLabel('질문내용');
    await expect(content).toHaveAttribute('rows', '10');

    await page.getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '질문분야를 선택해 주세요.');

    await category.selectOption('환불 / 반품 > 반품 신청');
    await expect(content).toHaveValue('주문번호 : \n도서명 : \n수량 : ');
    await category.selectOption('상품 > 교재 / 구성 문의');
    await expect(content).toHaveValue('');
    await category.selectOption('교환 / 오배송 > 교환 신청');
    await expect(content).toHaveValue('주문번호 : \n도서명 : \n수량 : ');
    await category.selectOption('환불 / 반품 > 반품 신청');

    await page.getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '제목을 입력해 주세요.');
    await expect(title).toBeFocused();
    await title.fill('리딩 교재 반품 신청합니다');
    await content.fill('');
    await page.getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '질문내용을 입력해 주세요.');
    await content.fill('주문번호 : 20241120-000045\n도서명 : CDI Reading Starter 2\n수량 : 1');

    expect(await seriousViolations(page, '#mypage-content')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/journey-claim-write.png`, fullPage: true });

    await page.getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '등록이 완료되었습니다. 신속하게 답변 드리도록 하겠습니다.');
    await expect(page).toHaveURL(/\/mypage\/claim\/list$/);

    const entry = page.getByRole('button', { name: /리딩 교재 반품 신청합니다/ });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('답변대기');
    await entry.click();
    const region = page.getByRole('region', { name: /리딩 교재 반품 신청합니다/ });
    await expect(region).toContainText('주문번호 : 20241120-000045');

    // declining the confirmation changes nothing
    await region.getByRole('button', { name: '삭제' }).click();
    await answerDialog(page, '삭제된 내용은 복원할 수 없습니다. 정말로 삭제 하시겠습니까?', '취소');
    await expect(entry).toBeVisible();

    await region.getByRole('button', { name: '삭제' }).click();
    await answerDialog(page, '삭제된 내용은 복원할 수 없습니다. 정말로 삭제 하시겠습니까?');
    await expect(entry).toHaveCount(0);
    await expect(page.getByText('총 3건')).toBeVisible();
  });

  test('an answered demo inquiry shows its answer and offers no deletion', async ({ page }) => {
    await signInAt(page, '/mypage/claim/list');
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('claim-website-del')) deletes.push(r.url());
    });
    const entry = page.getByRole('button', { name: /받은 교재 표지가 찢어져 왔어요/ });
    await expect(entry).toContainText('답변완료');
    await entry.click();
    const region = page.getByRole('region', { name: /받은 교재 표지가 찢어져 왔어요/ });
    await expect(region).toContainText('파손된 교재는 새 교재로 교환해 드리며');
    await expect(region).toContainText(/답변일시 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // no delete button on an answered inquiry (issue 16 item 8); the server still refuses one
    // with '답변완료 항목을 삭제할 수 없습니다' (claim.api.test.ts)
    await expect(region.getByRole('button', { name: '삭제' })).toHaveCount(0);
    await expect(entry).toBeVisible();
    expect(deletes).toEqual([]);

    expect(await seriousViolations(page, '#mypage-content')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/journey-claim-answered.png`, fullPage: true });
  });

  test('the page lives in the query string and each page change is a history entry', async ({
    page,
  }) => {
    await signInAt(page, '/mypage/claim/list', 'student.park');
    await expect(page.getByText('문의 내역이 없습니다.')).toBeVisible();
    // eleven inquiries through the API, as the signed-in page would send them
    const { uuid } = (await (
      await page.request.post('/api/auth-state-fetch', { data: { categoryIds: [] } })
    ).json()) as { uuid: string };
    for (let i = 1; i <= 11; i++) {
      const res = await page.request.post('/api/member-svc/claim-website-create', {
        headers: { 'X-Context-Uuid': uuid },
        data: { categoryName: '기타 > 기타 문의', title: `페이지 확인 ${i}`, inquiryMemo: '내용' },
      });
      expect(res.status()).toBe(200);
    }
    await page.reload();
    await expect(page.getByText('총 11건')).toBeVisible();
    await expect(page.getByRole('button', { name: /페이지 확인 11 작성일/ })).toBeVisible();
    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/mypage\/claim\/list\?page=2$/);
    await expect(page.getByRole('button', { name: /페이지 확인 1 작성일/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/mypage\/claim\/list$/);
    await expect(page.getByRole('button', { name: /페이지 확인 11 작성일/ })).toBeVisible();
  });

  test('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/mypage/claim/write');
    await expect(page).toHaveURL(/\/sso\/authorize\?/);
  });
});

test.describe('FAQ', () => {
  test('a deep link from the home widget opens the category and the entry, then clears the query', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.getByRole('region', { name: '자주 묻는 질문' });
    await widget.getByRole('tab', { name: '배송' }).click();
    const link = widget.getByRole('tabpanel').getByRole('link').nth(1);
    const title = (await link.textContent())!.replace(/^Q/, '').trim();
    await link.click();

    await expect(page).toHaveURL(/\/cs\/faq$/);
    await expect(page.getByRole('tab', { name: '배송', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const entry = page.getByRole('button', { name: title });
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await expect(entry).toBeFocused();
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    // the other entries stay closed
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('searches with Enter or the magnifier, and refuses fewer than 2 characters', async ({
    page,
  }) => {
    await page.goto('/cs/faq');
    await expect(page.getByRole('tab', { name: 'TOP 10' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const box = page.getByRole('searchbox', { name: 'FAQ 검색' });

    await box.fill('가');
    await box.press('Enter');
    await answerDialog(page, '검색어는 2글자 이상 입력해주세요.');

    await box.fill('가상계좌');
    await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByRole('heading', { name: /'가상계좌' 검색 결과 \d+건/ })).toBeVisible();
    const first = page.getByRole('tabpanel').getByRole('button').first();
    await expect(first).toContainText('가상계좌');
    // no tab names the search results
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(0);
    await first.click();
    await expect(page.getByRole('tabpanel').getByRole('region').first()).toContainText('5일');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await box.fill('존재하지않는검색어');
    await box.press('Enter');
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();

    await page.getByRole('tab', { name: '취소/반품/교환' }).click();
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
    await expect(page.getByText('검색 결과가 없습니다.')).toHaveCount(0);
  });
});

test.describe('usage guide', () => {
  test('a tab change pushes the route and the back button returns to the previous tab', async ({
    page,
  }) => {
    await page.goto('/cs/guide');
    await expect(page.getByRole('tab', { name: '회원 정보' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: '배송 안내' }).click();
    await expect(page).toHaveURL(/\/cs\/guide\/2$/);
    await expect(page.getByRole('heading', { name: '배송 단계' })).toBeVisible();
    await expect(page.getByText("주문 취소는 '결제완료' 상태에서만 할 수 있습니다.")).toBeVisible();
    await expect(page.getByText('평일(월-금) 13시 이전에 결제가 끝난 주문은')).toBeVisible();

    await page.getByRole('tab', { name: '취소/반품/교환' }).click();
    await expect(page).toHaveURL(/\/cs\/guide\/3$/);
    await expect(page.getByText('상품을 받은 날부터 7일 안에')).toBeVisible();
    await expect(page.getByText('받은 날부터 3개월 안에')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/cs\/guide\/2$/);
    await expect(page.getByRole('tab', { name: '배송 안내' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // keyboard: arrows move between tabs
    await page.getByRole('tab', { name: '배송 안내' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/cs\/guide\/1$/);
    await expect(page.getByRole('heading', { name: '결제 수단' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});

test.describe('learning support', () => {
  test('an MP3 pack downloads as a zip', async ({ page }) => {
    await signInAt(page, '/mypage/support/mp3');
    await expect(page.getByRole('heading', { name: 'MP3 자료' })).toBeVisible();
    await expect(
      page.locator('#mypage-content').getByRole('link', { name: /다운로드$/ }),
    ).toHaveCount(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'TOEFL Primary Step 1 Listening 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('TOEFL Primary Step 1 Listening.zip');
    expect(await seriousViolations(page, '#mypage-content')).toEqual([]);
  });
});

test.describe('counseling', () => {
  test("shows the member's branches with their homepages and the way to a 1:1 inquiry", async ({
    page,
  }) => {
    await signInAt(page, '/mypage/counseling/list');
    await expect(page.getByRole('heading', { name: '학습 상담 안내' })).toBeVisible();
    await expect(page.getByRole('link', { name: /CDI 대치 홈페이지/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.getByRole('link', { name: '상담 신청 방법 보기' }).click();
    await expect(page).toHaveURL(/\/mypage\/counseling\/write$/);
    await expect(page.getByRole('heading', { name: '상담 신청 방법' })).toBeVisible();
    await expect(
      page.locator('#mypage-content').getByRole('link', { name: '1:1 문의하기' }),
    ).toHaveAttribute('href', '/mypage/claim/write');
    expect(await seriousViolations(page, '#mypage-content')).toEqual([]);
  });
});

test.describe('screens', () => {
  test('support pages at 390 and 1440 px, clean of serious accessibility violations', async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInAt(page, '/mypage/claim/list');
    const pages: [string, string][] = [
      ['/cs/faq', 'main'],
      ['/cs/guide/0', 'main'],
      ['/cs/guide/3', 'main'],
      ['/mypage/claim/list', '#mypage-content'],
      ['/mypage/claim/write', '#mypage-content'],
      ['/mypage/support/book', '#mypage-content'],
      ['/mypage/support/mp3', '#mypage-content'],
      ['/mypage/counseling/list', '#mypage-content'],
      ['/mypage/counseling/write', '#mypage-content'],
    ];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, area] of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const name = path.replace(/^\//, '').replaceAll('/', '-');
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        expect(await seriousViolations(page, area), `${path} at ${width}`).toEqual([]);
      }
    }
  });
});
