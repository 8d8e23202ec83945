import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from '@shop/contract/api-tags.ts';
import type { Config } from '../config.ts';

/**
 * The OpenAPI document at /api/docs/json, generated from the contract so that a client can be
 * generated from it: every call with its operationId, tag, summary and description (route.ts).
 * Routes not registered from a contract call (the gateway's form posts and notifications, images,
 * the web pages) are not the API of a generated client and are left out.
 */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: `${config.shopName} API`,
        version: '1.0.0',
        description:
          'The JSON API of the shop and its back office, generated from the contract (one zod ' +
          'schema per call). Member calls (/api/member-svc/*) need a signed-in session; every ' +
          'state-changing call of a session carries X-Context-Uuid (the uuid of auth-state-fetch). ' +
          'Back-office calls (/api/admin/*) need a staff session, JSON bodies and X-Staff-Csrf. ' +
          'An error is answered with its HTTP status and a body { error: { code, message } }.',
        contact: { name: config.shopName, url: config.publicUrl },
      },
      servers: [{ url: config.publicUrl, description: 'This shop' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: (document) =>
      document.schema && 'operationId' in document.schema
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
    transformObject: (document) =>
      withNullInNullableEnums('openapiObject' in document ? document.openapiObject : {}),
  };
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists
 * it; the zod conversion leaves it out, so a nullable enum (and its `default: null`) would read as
 * refusing the null the server accepts.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullInNullableEnums) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullInNullableEnums(value)]),
  ) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null))
    copy.enum = [...copy.enum, null];
  return copy as T;
}
