import { useId, useState, type FormEvent } from 'react';
import { AdminDocumentLimits, type AdminSupportDownload } from '@shop/contract/admin-documents.ts';
import {
  DOWNLOAD_KINDS,
  type DownloadCate,
  type DownloadKind,
} from '@shop/contract/support-downloads.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { input, label } from '../kit/admin-styles.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useDeleteDownload, useSaveDownload } from './document-queries.ts';

/** Megabytes of a limit in bytes, as the messages say them (30, 200). */
const megabytes = (bytes: number) => bytes / 1_000_000;

/**
 * Adds a download to a tab (its file required) or edits one (a new file replaces the old) or
 * deletes it; the file goes first as its own request's body, then the save names it. The server
 * checks the file's kind by its bytes (PDF, or ZIP on the MP3 tab) and its size.
 */
export function DownloadDrawer({
  cate,
  download,
  onClose,
}: {
  cate: DownloadCate;
  download: AdminSupportDownload | null;
  onClose: () => void;
}) {
  const { t } = useContentText();
  const id = useId();
  const save = useSaveDownload();
  const remove = useDeleteDownload();
  const audio = cate === 'MP3';
  const maxBytes = AdminDocumentLimits.maxBytes[audio ? 'zip' : 'pdf'];
  const limit = { mb: megabytes(maxBytes) };
  const kinds = DOWNLOAD_KINDS.filter((k) => (k === 'audio') === audio);
  const [name, setName] = useState(download?.name ?? '');
  const [description, setDescription] = useState(download?.description ?? '');
  const [kind, setKind] = useState<DownloadKind>(download?.kind ?? kinds[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (file && file.size > maxBytes) {
      return setProblem(t(audio ? 'downloads.tooLargeZip' : 'downloads.tooLargePdf', limit));
    }
    setProblem(null);
    save.mutate(
      {
        downloadId: download?.downloadId ?? null,
        fields: { cate, kind, name, description: description.trim() || null },
        file,
      },
      { onSuccess: onClose },
    );
  };
  const onDelete = async () => {
    if (!download) return;
    if (!(await confirmDialog(t('downloads.deleteConfirm', { name: download.name })))) return;
    remove.mutate({ downloadId: download.downloadId }, { onSuccess: onClose });
  };
  const busy = save.isPending || remove.isPending;

  return (
    <AdminDrawer
      title={download ? t('downloads.editTitle') : t('downloads.newTitle')}
      onClose={onClose}
      actions={[
        download && {
          label: remove.isPending ? t('downloads.deleting') : t('downloads.delete'),
          tone: 'danger',
          apart: true,
          disabled: busy,
          onClick: () => void onDelete(),
        },
        {
          label: save.isPending
            ? t(file ? 'downloads.uploading' : 'downloads.saving')
            : t('downloads.save'),
          submits: `${id}-form`,
          disabled: busy,
        },
        { label: t('downloads.cancel'), tone: 'secondary', onClick: onClose },
      ]}
    >
      <form id={`${id}-form`} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            {t('downloads.name')}
          </label>
          <input
            id={`${id}-name`}
            required
            maxLength={AdminDocumentLimits.nameMax}
            className={input}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className={label}>
            {t('downloads.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={input}
            value={kind}
            onChange={(e) => setKind(e.target.value as DownloadKind)}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`downloads.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={label}>
            {t('downloads.description')}
          </label>
          <input
            id={`${id}-description`}
            maxLength={AdminDocumentLimits.descriptionMax}
            className={input}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-file`} className={label}>
            {download ? t('downloads.fileReplace') : t('downloads.fileNew')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            aria-describedby={`${id}-file-limit`}
            required={!download}
            accept={audio ? 'application/zip,.zip' : 'application/pdf'}
            className="block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${id}-file-limit`} className="mt-1 text-sm text-slate-600">
            {t(audio ? 'downloads.limitZip' : 'downloads.limitPdf', limit)}
          </p>
          {download && (
            <a
              href={download.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm text-brand-700 underline"
            >
              {t('downloads.current')}
            </a>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
    </AdminDrawer>
  );
}
