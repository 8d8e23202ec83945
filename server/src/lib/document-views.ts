import {
  policyDocumentUrl,
  type DownloadCate,
  type DownloadKind,
  type PolicyKind,
  type PolicyVersion,
  type PolicyVersionState,
  type SupportDownload,
} from '@shop/contract/support-downloads.ts';
import { versionInForce } from '@shop/contract/order-consent.ts';

/**
 * How a published document row is shown (decisions 0436, 0437), for the shop's pages and the back
 * office alike: a policy version's state and address, a download's image and address. An upload
 * lives at /files/<its key>; a seeded document is drawn by the shop at its own address.
 */

interface PolicyFacts {
  kind: string;
  version: string;
  fileKey: string | null;
}

/** Every version of each kind, newest first, with its state on the Seoul day `today`. */
export function policyViews<R extends PolicyFacts>(
  rows: readonly R[],
  today: string,
): (PolicyVersion & { row: R })[] {
  const inForce = new Map<string, string | null>(
    (['terms', 'privacy'] as const).map((kind) => [
      kind,
      versionInForce(
        rows.filter((r) => r.kind === kind).map((r) => r.version),
        today,
      ),
    ]),
  );
  const stateOf = (r: R): PolicyVersionState =>
    r.version > today ? 'upcoming' : r.version === inForce.get(r.kind) ? 'inForce' : 'past';
  return [...rows]
    .sort((a, b) =>
      a.kind === b.kind ? b.version.localeCompare(a.version) : a.kind < b.kind ? 1 : -1,
    )
    .map((r) => ({
      kind: r.kind as PolicyKind,
      version: r.version,
      state: stateOf(r),
      url: r.fileKey ? `/files/${r.fileKey}` : policyDocumentUrl(r.kind as PolicyKind, r.version),
      row: r,
    }));
}

interface DownloadFacts {
  downloadId: number;
  cate: string;
  kind: string;
  name: string;
  description: string | null;
  generatedId: string | null;
  fileKey: string | null;
}

export function downloadView(r: DownloadFacts): SupportDownload {
  const pack = r.kind === 'audio';
  const drawnImage = pack && r.generatedId ? r.generatedId : r.kind;
  const generatedLink = pack
    ? `/files/support/mp3/${r.generatedId}.zip`
    : `/files/support/${r.generatedId}.pdf`;
  return {
    downloadId: r.downloadId,
    cate: r.cate as DownloadCate,
    kind: r.kind as DownloadKind,
    name: r.name,
    description: r.description,
    imageUrl: `/images/support/${drawnImage}.svg`,
    link: r.fileKey ? `/files/${r.fileKey}` : generatedLink,
  };
}
