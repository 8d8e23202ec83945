import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminHomeContentLimits,
  type AdminGuideTab,
  type AdminGuideTabFields,
} from '@shop/contract/admin-home-content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useHomeContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { input } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { DrawerForm, Field } from '../kit/drawer-form.tsx';
import { RichTextField } from '../kit/rich-text-field.tsx';
import { guideTabListQuery, useSaveGuideTab } from './home-content-queries.ts';

/** Edit one guide tab: its name and its text through the rich-text editor. */
function GuideTabDrawer({ tab, onClose }: { tab: AdminGuideTab; onClose: () => void }) {
  const { t } = useHomeContentText();
  const save = useSaveGuideTab();
  const [form, setForm] = useState<AdminGuideTabFields>({ title: tab.title, html: tab.html });
  return (
    <DrawerForm
      title={t('guide.editTitle', { title: tab.title })}
      formId="guide-tab-form"
      onClose={onClose}
      onSubmit={() => save.mutate({ tabIndex: tab.tabIndex, fields: form })}
      save={save}
      above={
        <p className="mb-4 text-sm">
          <a
            href={`/cs/guide/${tab.tabIndex}`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {t('guide.shopLink')}
          </a>
        </p>
      }
    >
      <Field id="gt-title" label={t('guide.tabTitle')}>
        <input
          id="gt-title"
          className={input}
          required
          maxLength={AdminHomeContentLimits.guideTitleMax}
          value={form.title}
          onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
        />
      </Field>
      <RichTextField
        id="gt-html"
        label={t('guide.body')}
        rows={16}
        value={form.html}
        onChange={(html) => setForm((f) => ({ ...f, html }))}
      />
    </DrawerForm>
  );
}

/** /admin/guide: the guide page's four tabs; open one to edit its name and text. */
export function GuideTabsPage() {
  const { t } = useHomeContentText();
  useAdminTitle(t('guide.title'));
  const { open, openRow, close } = useListParams([]);
  const tabs = useQuery(guideTabListQuery);
  // tab 0 is a valid tab: the address holds the index plus one
  const opened = tabs.data?.list.find((tab) => tab.tabIndex + 1 === open);

  const columns: Column<AdminGuideTab>[] = [
    { key: 'title', header: t('guide.colTitle'), cell: (tab) => tab.title },
    {
      key: 'index',
      header: t('guide.colIndex'),
      cell: (tab) => `/cs/guide/${tab.tabIndex}`,
      className: 'font-mono text-xs',
    },
    {
      key: 'updated',
      header: t('guide.colUpdated'),
      cell: (tab) => (tab.updatedAt ? formatDateTime(tab.updatedAt) : t('guide.never')),
      className: 'tabular-nums whitespace-nowrap',
    },
  ];

  return (
    <div>
      <PageHeader title={t('guide.title')} />
      <p className="mb-3 text-sm text-slate-600">{t('guide.help')}</p>
      <AdminTable
        caption={t('guide.title')}
        columns={columns}
        rows={tabs.data?.list}
        rowKey={(tab) => tab.tabIndex}
        onOpen={(tab) => openRow(tab.tabIndex + 1)}
        openLabel={(tab) => t('guide.open', { title: tab.title })}
        state={{
          isPending: tabs.isPending,
          isError: tabs.isError,
          onRetry: () => void tabs.refetch(),
        }}
      />
      {opened && <GuideTabDrawer key={opened.tabIndex} tab={opened} onClose={close} />}
    </div>
  );
}
