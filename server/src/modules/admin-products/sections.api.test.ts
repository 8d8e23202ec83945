import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminSectionMessage, type AdminSection } from '@shop/contract/admin-sections.ts';
import { queryRows } from '../../db/client.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser');
const db = () => s.db();

const save = (body: object) => s.call('POST', '/api/admin/section-save', body);

async function shopHeader(section: string) {
  const res = await s.t.app.inject({ url: `/api/section-config?section=${section}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { title: string; description: string } }>().data;
}

async function audits() {
  return queryRows<{ entity_id: string; before: unknown; after: unknown }>(
    db(),
    sql`select entity_id, before, after from audit_logs where action = 'section.update' order by audit_log_id`,
  );
}

describe("the sections' headers", () => {
  it('lists every section in the menu order; a new title and description show in the shop at once; audited', async () => {
    const res = await s.call('GET', '/api/admin/sections');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ list: AdminSection[] }>().list;
    expect(list[0]).toMatchObject({ section: 'CDI', categoryId: 364 });
    const general = list.find((s) => s.section === 'general-1')!;
    expect(general.categoryName).not.toBe('');

    const saved = await save({
      section: 'general-1',
      title: '  초등 교과 교재  ',
      description: '새 학기 교과서와 함께 쓰는 문제집',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ title: '초등 교과 교재' });
    expect(await shopHeader('general-1')).toMatchObject({
      title: '초등 교과 교재',
      description: '새 학기 교과서와 함께 쓰는 문제집',
    });
    expect(await audits()).toEqual([
      {
        entity_id: 'general-1',
        before: { title: general.title, description: general.description },
        after: { title: '초등 교과 교재', description: '새 학기 교과서와 함께 쓰는 문제집' },
      },
    ]);
    // the same again: nothing recorded
    await save({
      section: 'general-1',
      title: '초등 교과 교재',
      description: '새 학기 교과서와 함께 쓰는 문제집',
    });
    expect(await audits()).toHaveLength(1);
  });

  it('refuses an empty title and an unknown section, and changes nothing', async () => {
    const before = await shopHeader('CDI');
    const empty = await save({ section: 'CDI', title: '   ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AdminSectionMessage.titleRequired);
    const unknown = await save({ section: 'no-such', title: '제목', description: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AdminSectionMessage.sectionNotFound);
    expect(await shopHeader('CDI')).toEqual(before);
  });
});
