import { useId, useState } from 'react';
import { AdminImageLimits } from '@shop/contract/admin-images.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { secondaryBtn } from './admin-styles.ts';
import { base64Of } from './file-base64.ts';

/**
 * A picture and its upload: the current one, a file chooser (JPEG, PNG, WebP up to 1 MB; the
 * server checks again by the bytes) and a way back to the picture the shop draws itself.
 */
export function ImagePicker({
  label,
  imageUrl,
  width,
  height,
  pending,
  onUpload,
}: {
  label: string;
  imageUrl: string;
  width: number;
  height: number;
  pending: boolean;
  /** The file's bytes in base64, or null for the drawn picture. */
  onUpload: (contentBase64: string | null) => void;
}) {
  const { t } = useAdminText();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > AdminImageLimits.maxBytes) return setProblem(t('image.tooLarge'));
    setProblem(null);
    onUpload(base64Of(new Uint8Array(await file.arrayBuffer())));
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={imageUrl}
        alt={label}
        width={width}
        height={height}
        className="rounded bg-slate-100 object-cover ring-1 ring-slate-200"
        style={{ width, height }}
      />
      <div className="space-y-2 text-sm">
        <label htmlFor={id} className="block font-semibold text-slate-700">
          {t('image.choose', { what: label })}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={pending}
          className="block text-sm"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-slate-500">{t('image.help')}</p>
        {problem && (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        )}
        {pending && <p role="status">{t('image.uploading')}</p>}
        <button
          type="button"
          className={`${secondaryBtn} px-2 py-1 text-xs`}
          disabled={pending || !imageUrl.startsWith('/files/')}
          onClick={() => onUpload(null)}
        >
          {t('image.reset')}
        </button>
      </div>
    </div>
  );
}
