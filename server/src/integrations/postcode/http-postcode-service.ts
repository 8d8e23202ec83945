import { z } from 'zod';
import {
  PostcodeRefused,
  PostcodeUnavailable,
  emsNation,
  emsTariff,
  koreanAddress,
  type AddressPage,
  type EmsFee,
  type EmsNation,
  type EmsTariff,
  type PostcodeService,
} from './postcode-service.ts';

export interface HttpPostcodeOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** How long the nation list is reused (it changes a few times a year). */
  nationsTtlMs?: number;
}

const names = z.object({ list: z.array(z.string()) });
const feeAnswer = z.object({
  data: z.object({
    nationCd: z.string(),
    premiumCd: z.enum(['31', '32']),
    zone: z.number().int(),
    weightGrams: z.number().int(),
    chargedGrams: z.number().int(),
    fee: z.number().int().nonnegative(),
  }),
});
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Postcode and EMS data over HTTP (protocol note in postcode-service.ts). */
export class HttpPostcodeService implements PostcodeService {
  private nations: { list: EmsNation[]; until: number } | null = null;

  constructor(private readonly options: HttpPostcodeOptions) {}

  async searchAddresses(query: string, page = 1, size = 10): Promise<AddressPage> {
    const params = new URLSearchParams({ q: query, page: String(page), size: String(size) });
    const body = await this.get(`/api/addresses?${params.toString()}`);
    return parse(
      z.object({
        list: z.array(koreanAddress),
        totalCount: z.number().int(),
        page: z.number().int(),
      }),
      body,
    );
  }

  async emsNations(): Promise<EmsNation[]> {
    if (this.nations && this.nations.until > Date.now()) return this.nations.list;
    const { list } = parse(
      z.object({ list: z.array(emsNation) }),
      await this.get('/api/ems/nations'),
    );
    this.nations = { list, until: Date.now() + (this.options.nationsTtlMs ?? 10 * 60_000) };
    return list;
  }

  async emsStates(nationCd: string): Promise<string[]> {
    return parse(names, await this.get(`/api/ems/nations/${encodeURIComponent(nationCd)}/states`))
      .list;
  }

  async emsCities(nationCd: string, state: string): Promise<string[]> {
    const query = new URLSearchParams({ state }).toString();
    const path = `/api/ems/nations/${encodeURIComponent(nationCd)}/cities?${query}`;
    return parse(names, await this.get(path)).list;
  }

  async emsZipCodes(nationCd: string, state: string, city: string): Promise<string[]> {
    const query = new URLSearchParams({ state, city }).toString();
    const path = `/api/ems/nations/${encodeURIComponent(nationCd)}/zipcodes?${query}`;
    return parse(names, await this.get(path)).list;
  }

  async emsFee(nationCd: string, premiumCd: '31' | '32', weightGrams: number): Promise<EmsFee> {
    const query = new URLSearchParams({ nationCd, premiumCd, weight: String(weightGrams) });
    return parse(feeAnswer, await this.get(`/api/ems/fee?${query.toString()}`)).data;
  }

  async emsTariff(): Promise<EmsTariff> {
    return parse(z.object({ data: emsTariff }), await this.get('/api/ems/fees')).data;
  }

  private async get(path: string): Promise<unknown> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.options.baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
      });
      text = await res.text();
    } catch (err) {
      throw new PostcodeUnavailable(`postcode service: ${(err as Error).message}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PostcodeUnavailable(`postcode service: HTTP ${res.status}, not JSON`);
    }
    if (res.ok) return body;
    const error = errorBody.safeParse(body).data?.error;
    if (error && res.status >= 400 && res.status < 500) {
      throw new PostcodeRefused(error.code, error.message);
    }
    throw new PostcodeUnavailable(`postcode service: HTTP ${res.status}`);
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new PostcodeUnavailable(`postcode service: unexpected answer (${result.error.message})`);
  }
  return result.data;
}
