import { z } from 'zod';
import {
  AddressBookUnavailable,
  AddressRejected,
  savedAddress,
  type AddressBook,
  type NewAddress,
  type SavedAddress,
} from './address-book.ts';

export interface HttpAddressBookOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

/** The address book over HTTP (protocol note in address-book.ts). */
export class HttpAddressBook implements AddressBook {
  constructor(private readonly options: HttpAddressBookOptions) {}

  async list(memberId: number): Promise<SavedAddress[]> {
    const { body } = await this.request('GET', `/api/members/${memberId}/addresses`);
    return parse(z.object({ list: z.array(savedAddress) }), body).list;
  }

  async find(memberId: number, deliveryId: number): Promise<SavedAddress | null> {
    if (!Number.isInteger(deliveryId) || deliveryId <= 0) return null;
    const { status, body } = await this.request(
      'GET',
      `/api/members/${memberId}/addresses/${deliveryId}`,
      undefined,
      [404],
    );
    if (status === 404) {
      if (errorBody.safeParse(body).data?.error.code === 'NO-ADDRESS') return null;
      throw new AddressBookUnavailable('address book: 404 without NO-ADDRESS (wrong base URL?)');
    }
    return parse(z.object({ data: savedAddress }), body).data;
  }

  async create(memberId: number, address: NewAddress): Promise<SavedAddress> {
    const { status, body } = await this.request(
      'POST',
      `/api/members/${memberId}/addresses`,
      address,
      [400, 409],
    );
    if (status === 400 || status === 409) {
      const error = errorBody.safeParse(body).data?.error;
      if (!error) throw new AddressBookUnavailable(`address book: HTTP ${status}`);
      throw new AddressRejected(error.field ?? null, error.message);
    }
    return parse(z.object({ data: savedAddress }), body).data;
  }

  managementUrl(): string {
    return `${this.options.baseUrl}/manage`;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    expected: number[] = [],
  ): Promise<{ status: number; body: unknown }> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': this.options.apiKey,
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
      });
      text = await res.text();
    } catch (err) {
      throw new AddressBookUnavailable(`address book: ${(err as Error).message}`);
    }
    if (!res.ok && !expected.includes(res.status)) {
      throw new AddressBookUnavailable(`address book: HTTP ${res.status}`);
    }
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new AddressBookUnavailable('address book: answer is not JSON');
    }
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AddressBookUnavailable(`address book: unexpected answer (${result.error.message})`);
  }
  return result.data;
}
