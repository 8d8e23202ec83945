import {
  DPS_UPLOAD_PATH,
  devForceLoginToken,
  dpsUploadRefusal,
  dpsUploadResult,
  forceLoginTokenPath,
  type DpsEncoding,
  type DpsUploadRefusal,
  type DpsUploadResult,
} from '@shop/contract/dev.ts';
import { CONTEXT_UUID_HEADER } from '@shop/contract/constants.ts';
import { callApi } from '../../lib/api-client.ts';
import { sessionContext } from '../../lib/session-context.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Demo students for the developer sign-in (simulators/src/class-records/demo-records.ts). */
export const DEMO_STUDENTS = [
  { stdId: 5001, label: '김민정 (학부모, 자녀 3명)' },
  { stdId: 5101, label: '김서준 → 학부모 김민정' },
  { stdId: 5002, label: '이정민 (학부모, 자녀 없음)' },
  { stdId: 5201, label: '박지호 (학생 계정)' },
  { stdId: 5003, label: '한빛어학원 (기관 계정)' },
  { stdId: 5004, label: '최유나 (제한 메뉴 없음)' },
] as const;

/** A token for the member of this student; the server also sets the sign-in's browser cookie. */
export async function forceLoginToken(stdId: number): Promise<string> {
  const call = { ...devForceLoginToken, path: forceLoginTokenPath(stdId) };
  return (await callApi(call)).jwt;
}

export type UploadOutcome =
  | { ok: true; result: DpsUploadResult['data'] }
  | { ok: false; refusal: DpsUploadRefusal | null; message: string };

/** Multipart upload (not JSON), so outside callApi; still sends the context uuid. */
export async function uploadDpsMapping(file: File, encoding: DpsEncoding): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('encoding', encoding);
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { uuid } = sessionContext();
  if (uuid) headers[CONTEXT_UUID_HEADER] = uuid;
  const response = await fetch(DPS_UPLOAD_PATH, {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => undefined);
  const ok = dpsUploadResult.safeParse(json);
  if (response.ok && ok.success) return { ok: true, result: ok.data.data };
  const refusal = dpsUploadRefusal.safeParse(json);
  if (refusal.success)
    return { ok: false, refusal: refusal.data, message: refusal.data.error.message };
  const message =
    (json as { error?: { message?: string } } | undefined)?.error?.message ??
    i18n.t('errors.requestFailed');
  return { ok: false, refusal: null, message };
}
