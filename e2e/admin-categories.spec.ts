import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { answerDialog, seriousViolations, skipSitePopup, staffPage } from './journey-helpers.ts';

/**
 * The category tree in the back office (issue 19 §3): a merchandiser adds a category under a
 * branch of a section, the shop's tabs show it; hidden, it goes; a category holding products says
 * why it cannot be deleted; the new one is deleted at the end. Also the back office at 390 px:
 * the sidebar folds behind a menu button.
 */

const SHOTS = '/tmp/shots-admin-categories';
const NAME = '쿼카 겨울 특강';

interface Node {
  categoryId: number;
  parentId: number | null;
  rootId: number;
  name: string;
  fullName: string;
  depth: number;
  leaf: boolean;
  productCount: number;
}

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
test.describe.configure({ timeout: 180_000 });

test('a merchandiser adds, hides and deletes a category; the shop follows', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const md = await staffPage(browser, 'md.demo', '/admin/categories');
  await expect(md.getByRole('heading', { name: '분류', level: 1 })).toBeVisible();
  const tree = (
    (await (await md.request.get('/api/admin/category-tree')).json()) as { list: Node[] }
  ).list;
  const sections = (await (await md.request.get('/api/admin/sections')).json()) as {
    list: { section: string; categoryId: number }[];
  };
  const rootId = sections.list.find((s) => s.section === 'general-1')!.categoryId;
  const branch = tree.find((c) => c.rootId === rootId && c.depth === 1 && !c.leaf)!;
  const full = tree.find((c) => c.parentId === branch.categoryId && c.productCount > 0)!;

  await md.getByLabel('메뉴(섹션)').selectOption(String(rootId));
  await md.getByRole('button', { name: '분류 추가' }).click();
  const create = md.getByRole('dialog', { name: '분류 추가' });
  await create.getByLabel('이름').fill(NAME);
  await create.getByLabel('상위 분류').selectOption({ label: branch.fullName });
  await create.getByLabel('순서 (작을수록 앞)').fill('999');
  await create.getByRole('button', { name: '저장' }).click();
  const edit = md.getByRole('dialog', { name: `${NAME} 분류` });
  await expect(edit).toBeVisible();
  await md.screenshot({ path: `${SHOTS}/category-drawer-1440.png` });
  expect(await seriousViolations(md)).toEqual([]);
  await edit.getByRole('button', { name: '닫기' }).last().click();
  await expect(md.getByRole('button', { name: `${NAME} 분류 수정` })).toBeVisible();

  // the shop's tabs of that branch
  const menu = (await (await request.get('/api/site-menu')).json()) as {
    list: { section: string | null; path: string }[];
  };
  const path = menu.list.find((m) => m.section === 'general-1')!.path;
  await skipSitePopup(page, request);
  await page.goto(path);
  const tabs = page.getByRole('navigation', { name: '카테고리' });
  await tabs.getByRole('link', { name: branch.name, exact: true }).click();
  await expect(tabs.getByRole('link', { name: NAME })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-tabs-1440.png` });

  // hidden: the shop's tabs lose it
  await md.getByRole('button', { name: `${NAME} 분류 수정` }).click();
  await edit.getByLabel('쇼핑몰 메뉴에 보이기').uncheck();
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit.getByRole('status')).toHaveText('저장했습니다.');
  await edit.getByRole('button', { name: '닫기' }).last().click();
  await expect(md.getByRole('button', { name: `${NAME} 분류 수정` })).toContainText('숨김');
  await page.reload();
  await expect(tabs.getByRole('link', { name: branch.name, exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: NAME })).toHaveCount(0);

  // a category holding products says why it stays
  await md.getByRole('button', { name: `${full.name} 분류 수정` }).click();
  const fullDrawer = md.getByRole('dialog', { name: `${full.name} 분류` });
  await expect(
    fullDrawer.getByText(/상품 [\d,]+개\(숨김 포함\)가 있어 삭제할 수 없습니다/),
  ).toBeVisible();
  await expect(fullDrawer.getByRole('button', { name: '분류 삭제' })).toBeDisabled();
  await md.screenshot({ path: `${SHOTS}/category-in-use-1440.png` });
  await fullDrawer.getByRole('button', { name: '닫기' }).last().click();

  // the new one goes
  await md.getByRole('button', { name: `${NAME} 분류 수정` }).click();
  await edit.getByRole('button', { name: '분류 삭제' }).click();
  await answerDialog(md, `'${NAME}' 분류를 삭제할까요?`);
  await expect(md.getByRole('button', { name: `${NAME} 분류 수정` })).toHaveCount(0);

  // a phone: the sidebar folds behind the menu button
  await md.setViewportSize({ width: 390, height: 844 });
  await expect(md.getByRole('navigation', { name: '관리자 메뉴' })).toBeHidden();
  await md.screenshot({ path: `${SHOTS}/categories-390.png` });
  await md.getByRole('button', { name: '메뉴' }).click();
  const nav = md.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav).toBeVisible();
  await md.screenshot({ path: `${SHOTS}/menu-open-390.png` });
  await nav.getByRole('link', { name: '메뉴(섹션) 머리말' }).click();
  await expect(md.getByRole('heading', { name: '메뉴(섹션) 머리말', level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
  await md.context().close();
});
