import type { TestApp } from './test-app.ts';

/** An upload as the back office sends it: the file as the raw body; answers its uploadId. */
export async function uploadDocument(
  t: TestApp,
  who: { headers: Record<string, string> },
  kind: 'pdf' | 'zip',
  bytes: Buffer,
): Promise<string> {
  const res = await uploadRaw(t, who, kind, bytes);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { uploadId: string } }>().data.uploadId;
}

export function uploadRaw(
  t: TestApp,
  who: { headers: Record<string, string> },
  kind: string,
  bytes: Buffer,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/document-upload?kind=${kind}`,
    headers: { ...who.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}
