import { sectionBannerOf } from '@shop/contract/sections.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSection } from '@shop/contract/admin-sections.ts';
import { AdminSectionLimits } from '@shop/contract/admin-sections.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { input } from '../kit/admin-styles.ts';
import { DrawerForm, Field } from '../kit/drawer-form.tsx';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { ImagePicker } from '../kit/image-picker.tsx';
import { sectionListQuery, useSaveSection, useSectionBanner } from './section-queries.ts';

/** One section's header: its title and description above the shop's list. */
function SectionDrawer({ section, onClose }: { section: AdminSection; onClose: () => void }) {
  const { t } = useProductsText();
  const save = useSaveSection();
  const banner = useSectionBanner();
  const [title, setTitle] = useState(section.title);
  const [description, setDescription] = useState(section.description);
  return (
    <DrawerForm
      title={t('sections.editTitle', { name: section.categoryName })}
      formId="section-form"
      onClose={onClose}
      onSubmit={() => save.mutate({ section: section.section, title, description })}
      save={save}
      above={
        <div className="mb-5">
          <ImagePicker
            label={t('sections.banner')}
            imageUrl={section.bannerUrl ?? sectionBannerOf(section.section)}
            width={300}
            height={60}
            pending={banner.isPending}
            onUpload={(contentBase64) => banner.mutate({ section: section.section, contentBase64 })}
          />
        </div>
      }
    >
      <Field id="sc-title" label={t('sections.title')} wide>
        <input
          id="sc-title"
          className={input}
          required
          maxLength={AdminSectionLimits.titleMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field id="sc-description" label={t('sections.description')} wide help={t('sections.help')}>
        <textarea
          id="sc-description"
          rows={3}
          className={input}
          maxLength={AdminSectionLimits.descriptionMax}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
    </DrawerForm>
  );
}

/** /admin/sections: every product-list section's header. */
export function SectionsPage() {
  const { t } = useProductsText();
  useAdminTitle(t('sections.pageTitle'));
  const { params, update } = useListParams([]);
  const open = params.get('section');
  const sections = useQuery(sectionListQuery);
  const opened = sections.data?.list.find((s) => s.section === open);

  const columns: Column<AdminSection>[] = [
    {
      key: 'name',
      header: t('sections.colMenu'),
      cell: (s) => (
        <>
          {s.categoryName}
          <span className="block text-xs font-normal text-slate-500">{s.section}</span>
        </>
      ),
    },
    { key: 'title', header: t('sections.title'), cell: (s) => s.title },
    {
      key: 'description',
      header: t('sections.description'),
      cell: (s) => s.description,
      className: 'text-xs text-slate-600',
    },
  ];

  return (
    <div>
      <PageHeader title={t('sections.pageTitle')} />
      <AdminTable
        caption={t('sections.pageTitle')}
        columns={columns}
        rows={sections.data?.list}
        rowKey={(s) => s.section}
        onOpen={(s) => update({ section: s.section })}
        openLabel={(s) => t('sections.open', { name: s.categoryName })}
        state={{
          isPending: sections.isPending,
          isError: sections.isError,
          onRetry: () => void sections.refetch(),
        }}
      />
      {opened && (
        <SectionDrawer
          key={opened.section}
          section={opened}
          onClose={() => update({ section: null })}
        />
      )}
    </div>
  );
}
