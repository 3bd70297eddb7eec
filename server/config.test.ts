import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      emailMinIntervalMs: 450_000,
      sessionTtlMs: 30 * 86_400_000,
      stripe: undefined,
      admin: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      EMAIL_MIN_INTERVAL_MS: '-5',
      SESSION_TTL_DAYS: '0',
      PUBLIC_URL: 'not a url',
    });
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SEED_DEMO', 'EMAIL_MIN_INTERVAL_MS', 'SESSION_TTL_DAYS', 'PUBLIC_URL']),
    );
  });

  it('caps SESSION_TTL_DAYS at ten years, where an expiry is still a date', () => {
    expect(problemsOf({ SESSION_TTL_DAYS: '1e9' })).toEqual(['SESSION_TTL_DAYS: must be at most 3650 (ten years)']);
    expect(loadConfig({ SESSION_TTL_DAYS: '3650' }).sessionTtlMs).toBe(3650 * 86_400_000);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@studio.example' })[0]).toMatch(/^ADMIN_PASSWORD:/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@studio.example', ADMIN_PASSWORD: 'secret1' }).admin).toEqual({
      email: 'boss@studio.example',
      password: 'secret1',
    });
  });

  it('refuses Stripe without a webhook secret', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })[0]).toMatch(/^STRIPE_WEBHOOK_SECRET:/);
  });

  it('treats empty variables as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://studio.example/', SEED_DEMO: 'false' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://studio.example');
    expect(config.seedDemo).toBe(false);
  });
});
