import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isPayPage } from '@shop/contract/pay-pages.ts';

/**
 * The path this document was loaded as (read when the app starts): the server chose the
 * document's CSP by it, and a single-page app keeps that CSP whatever page it shows next.
 */
const documentPath = typeof location === 'undefined' ? '/' : location.pathname;

/** Whether this document's CSP lets the card gateway's script run (decision 0330). */
export function documentAllowsGateway(path: string = documentPath): boolean {
  return isPayPage(path);
}

/**
 * The loader of a pay page: entered from a page whose document does not allow the gateway's
 * script, the pay page is loaded again as a document of its own (a full page load).
 */
export function enterPayPageAsDocument(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  loadedAs: string = documentPath,
) {
  if (documentAllowsGateway(loadedAs)) return null;
  const url = new URL(request.url);
  throw redirectDocument(url.pathname + url.search + url.hash);
}
