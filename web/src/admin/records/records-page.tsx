import { useRecordsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { MemberErasureForm } from './member-erasure-form.tsx';
import { PurgeSection } from './purge-section.tsx';
import { RetentionSettings } from './retention-settings.tsx';

/**
 * /admin/records (records.manage): records kept by law (issue 21 item 6, decisions 0506–0509) —
 * each kind's retention period, the purge (dry run, then the real run) and a member's erasure.
 */
export function RecordsPage() {
  const { t } = useRecordsText();
  useAdminTitle(t('title'));
  return (
    <div>
      <PageHeader title={t('title')} />
      <p className="mb-6 max-w-4xl text-sm text-slate-600">{t('help')}</p>
      <RetentionSettings />
      <PurgeSection />
      <MemberErasureForm />
    </div>
  );
}
