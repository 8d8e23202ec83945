import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { orderCreate } from '@shop/contract/checkout.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { withNullInNullableEnums } from './openapi.ts';

const { Document, Spectral } = spectralCore;

/** Spectral's OAS ruleset (spectral:oas, recommended rules) on the document: errors and warnings. */
async function ruleBreaches(documentJson: string): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [oas] } as never);
  const results = await spectral.run(
    new Document(documentJson, spectralParsers.Json, '/api/docs/json'),
  );
  return results
    .filter((r) => r.severity <= 1)
    .map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
}

describe.each([
  ['the shop', {}],
  ['the shop with developer tools', { DEV_TOOLS: 'on' }],
])('the OpenAPI document of %s', (_name, env) => {
  let t: TestApp;
  let document: string;
  beforeAll(async () => {
    t = await createTestApp(env);
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('passes the OAS ruleset with no error and no warning', async () => {
    expect(await ruleBreaches(document)).toEqual([]);
  });

  it('names each call by its name in the contract, under its domain, with a description', () => {
    const operation = JSON.parse(document).paths[orderCreate.path].post;
    expect(operation.operationId).toBe('orderCreate');
    expect(operation.tags).toEqual(['checkout']);
    expect(operation.summary).toBe(orderCreate.summary);
    expect(operation.description).toContain('Idempotency-Key');
  });
});

describe('nullable enums in the document', () => {
  it('list null, so that a null default is one of their values', () => {
    const schema = { type: 'string', nullable: true, enum: ['ARS'], default: null };
    expect(withNullInNullableEnums({ properties: { p: schema } })).toEqual({
      properties: { p: { ...schema, enum: ['ARS', null] } },
    });
    expect(withNullInNullableEnums({ type: 'string', enum: ['ARS'] })).toEqual({
      type: 'string',
      enum: ['ARS'],
    });
  });
});

describe('the API reference turned off (the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 for its page and its document', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
