import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const realProduction = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  SSO_BASE_URL: 'https://sso.academy.example',
  PG_BASE_URL: 'https://pg.gateway.example',
  ARS_BASE_URL: 'https://ars.example',
  CLASS_RECORDS_BASE_URL: 'https://records.academy.example',
  ADDRESS_BOOK_BASE_URL: 'https://address.academy.example',
  PG_SIGN_KEY: 'k1',
  PG_NOTI_SECRET: 'k2',
  ARS_SECRET: 'k3',
  CLASS_RECORDS_API_KEY: 'k4',
  PG_API_KEY: 'k5',
  ADDRESS_BOOK_API_KEY: 'k6',
  MESSAGES_BASE_URL: 'https://messages.provider.example',
  MESSAGES_API_KEY: 'k7',
};

describe('config', () => {
  it('has working defaults for the demo run', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.simPort).toBe(3001);
    expect(c.provider).toBe('creverse');
    expect(c.urls.sso).toBe('http://localhost:3001/sso');
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('starts in production with real services and secrets', () => {
    expect(loadConfig(realProduction).env).toBe('production');
  });

  it('serves the API reference except in production, where a setting turns it on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(realProduction).apiDocs).toBe(false);
    expect(loadConfig({ ...realProduction, API_DOCS: 'on' }).apiDocs).toBe(true);
  });

  it.each([
    ['DEV_TOOLS', 'on', /DEV_TOOLS must be off/],
    ['PG_BASE_URL', 'http://localhost:3001/pg', /PG_BASE_URL must point at the real service/],
    ['SSO_BASE_URL', 'http://127.0.0.1:3001/sso', /SSO_BASE_URL/],
    ['PG_SIGN_KEY', 'dev-only-secret-change-me', /PG_SIGN_KEY still has the default/],
    ['MESSAGES_BASE_URL', 'http://localhost:3001/messages', /MESSAGES_BASE_URL must point/],
    ['MESSAGES_API_KEY', 'dev-only-secret-change-me', /MESSAGES_API_KEY still has the default/],
  ])('refuses production with unsafe %s', (name, value, message) => {
    expect(() => loadConfig({ ...realProduction, [name]: value })).toThrow(message);
  });

  it('believes X-Forwarded-For only from the named balancers, private networks by default in production', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig(realProduction).trustedProxies).toContain('10.0.0.0/8');
    expect(loadConfig(realProduction).trustedProxies).not.toContain('0.0.0.0/0');
    expect(
      loadConfig({ ...realProduction, TRUST_PROXY: '10.1.2.3, 192.168.7.0/24' }).trustedProxies,
    ).toEqual(['10.1.2.3', '192.168.7.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
