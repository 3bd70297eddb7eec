import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { buildTestApp } from './test/app.ts';

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
      timeZone: 'UTC',
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

  it('takes TIMEZONE as an IANA zone name and refuses anything else', () => {
    expect(loadConfig({ TIMEZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    for (const bad of ['Mars/Olympus', "UTC'; drop table users; --", '+02:00']) {
      expect(problemsOf({ TIMEZONE: bad })).toEqual(['TIMEZONE: must be an IANA time zone such as UTC or Europe/Paris']);
    }
  });

  it('logs every request outside production, and only errors and slow answers (500 ms) in production', () => {
    expect(loadConfig({}).requestLog).toEqual({ mode: 'all', slowMs: 500 });
    expect(loadConfig({ NODE_ENV: 'production' }).requestLog).toEqual({ mode: 'errors-and-slow', slowMs: 500 });
    expect(loadConfig({ NODE_ENV: 'production', REQUEST_LOG: 'all', SLOW_REQUEST_MS: '2000' }).requestLog).toEqual({ mode: 'all', slowMs: 2000 });
    expect(problemsOf({ REQUEST_LOG: 'none', SLOW_REQUEST_MS: '-1' })).toEqual([
      'REQUEST_LOG: must be all or errors-and-slow',
      'SLOW_REQUEST_MS: must be positive',
    ]);
  });

  it('caps SESSION_TTL_DAYS at ten years, where an expiry is still a date', () => {
    expect(problemsOf({ SESSION_TTL_DAYS: '1e9' })).toEqual(['SESSION_TTL_DAYS: must be at most 3650 (ten years)']);
    expect(loadConfig({ SESSION_TTL_DAYS: '3650' }).sessionTtlMs).toBe(3650 * 86_400_000);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@studio.example' })[0]).toMatch(/^ADMIN_PASSWORD:/);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@studio.example', ADMIN_PASSWORD: 'a studio secret' }).admin).toEqual({
      email: 'boss@studio.example',
      password: 'a studio secret',
    });
  });

  it('normalises ADMIN_EMAIL and refuses a look-alike address or a common ADMIN_PASSWORD', () => {
    const admin = { ADMIN_EMAIL: ' \uFF42oss@studio.example ', ADMIN_PASSWORD: 'a studio secret' };
    expect(loadConfig(admin).admin?.email).toBe('boss@studio.example');
    expect(problemsOf({ ...admin, ADMIN_EMAIL: 'boss@studio.example\u200b' })).toEqual(['ADMIN_EMAIL: must be an e-mail address']);
    expect(problemsOf({ ...admin, ADMIN_EMAIL: 'boss@studio.example.' })).toEqual(['ADMIN_EMAIL: must be an e-mail address']);
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'password1' })).toEqual([
      'ADMIN_PASSWORD: is one of the most common passwords: choose one harder to guess',
    ]);
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'Boss@Studio.example' })).toEqual([
      'ADMIN_PASSWORD: is one of the most common passwords: choose one harder to guess',
    ]);
  });

  it('adds new newsletter addresses at once unless NEWSLETTER_DOUBLE_OPT_IN asks for a confirmation first', () => {
    expect(loadConfig({}).newsletterDoubleOptIn).toBe(false);
    expect(loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'true' }).newsletterDoubleOptIn).toBe(true);
    expect(problemsOf({ NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).toEqual(['NEWSLETTER_DOUBLE_OPT_IN: must be true or false']);
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

  it('trusts no proxy by default, nor with false, no or 0', () => {
    for (const value of ['', 'false', 'FALSE', 'no', '0']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('reads a TRUST_PROXY hop count as that many proxies next to the app, the nearest first', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof trust !== 'function') throw new Error(`expected a trust function, got ${String(trust)}`);
    // Hop 0 is the socket's peer; the client is the first address past the trusted hops.
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(typeof loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe('function');
  });

  it('reads TRUST_PROXY addresses, CIDR ranges and range names as a list', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback,::1,fd00::/8,uniquelocal' });
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback', '::1', 'fd00::/8', 'uniquelocal']);
  });

  it('refuses TRUST_PROXY=true and yes, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'Yes']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^TRUST_PROXY: '${value}' would let any client choose its address`));
      expect(problems[0]).toContain('write the number of proxies in front of the app (e.g. 1) or their addresses');
    }
  });

  it('refuses TRUST_PROXY entries that are not addresses, naming each', () => {
    const notAnAddress = 'is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal';
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.internal,10.0.0.0/33,::/0,-1,1.2.3' })).toEqual([
      `TRUST_PROXY: 'proxy.internal' ${notAnAddress}`,
      "TRUST_PROXY: '10.0.0.0/33': the prefix length must be 1 to 32",
      "TRUST_PROXY: '::/0': the prefix length must be 1 to 128",
      `TRUST_PROXY: '-1' ${notAnAddress}`,
      `TRUST_PROXY: '1.2.3' ${notAnAddress}`,
    ]);
  });

  it('takes the client address from the last X-Forwarded-For hop with TRUST_PROXY=1, not a forged one', async () => {
    const ipSeenWith = async (env: Record<string, string>) => {
      const app = await buildTestApp(env);
      app.get('/test/ip', async (request) => ({ ip: request.ip }));
      try {
        const response = await app.inject({
          url: '/test/ip',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' },
        });
        return response.json().ip;
      } finally {
        await app.close();
      }
    };
    // The proxy (10.0.0.2) appended the address it saw; the client wrote 203.0.113.66 itself.
    expect(await ipSeenWith({ TRUST_PROXY: '1' })).toBe('198.51.100.7');
    expect(await ipSeenWith({ TRUST_PROXY: '10.0.0.0/8' })).toBe('198.51.100.7');
    expect(await ipSeenWith({})).toBe('10.0.0.2');
  });

  it('refuses a production site over https without Stripe unless PAYMENTS=sandbox says so', () => {
    const live = { NODE_ENV: 'production', PUBLIC_URL: 'https://studio.example' };
    const [problem, ...others] = problemsOf(live);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^STRIPE_SECRET_KEY: /);
    expect(problem).toContain('STRIPE_WEBHOOK_SECRET');
    expect(problem).toContain('PAYMENTS=sandbox');

    expect(loadConfig({ ...live, PAYMENTS: 'sandbox' })).toMatchObject({
      stripe: undefined,
      sandboxCheckoutInProduction: true,
    });
    const withStripe = loadConfig({ ...live, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(withStripe.sandboxCheckoutInProduction).toBe(false);
  });

  it.each([
    { NODE_ENV: 'Production ', PUBLIC_URL: 'https://studio.example' },
    { NODE_ENV: 'production', PUBLIC_URL: 'HTTPS://studio.example' },
    { NODE_ENV: 'production', PUBLIC_URL: 'https:studio.example' },
    { NODE_ENV: 'production', PUBLIC_URL: 'https:/studio.example' },
  ])('sees a live site in every spelling of it: %j', (live) => {
    expect(problemsOf(live)[0]).toMatch(/^STRIPE_SECRET_KEY: /);
    expect(loadConfig({ ...live, PAYMENTS: 'sandbox' }).publicUrl).toBe('https://studio.example');
  });

  it('refuses a TRUST_PROXY hop count beyond any real chain of proxies', () => {
    expect(problemsOf({ TRUST_PROXY: '99999' })).toEqual(['TRUST_PROXY: a hop count must be at most 10']);
    expect(typeof loadConfig({ TRUST_PROXY: '10' }).trustProxy).toBe('function');
  });

  it('keeps the sandbox checkout without configuration on http and outside production', () => {
    const laptopAndStaging = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' },
      { PUBLIC_URL: 'https://studio.example' },
    ];
    for (const env of laptopAndStaging) {
      expect(loadConfig(env)).toMatchObject({ stripe: undefined, sandboxCheckoutInProduction: false });
    }
  });

  it('accepts only sandbox for PAYMENTS, and not together with STRIPE_SECRET_KEY', () => {
    expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual(['PAYMENTS: must be sandbox (or unset)']);
    const both = { PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(problemsOf(both)).toEqual(['PAYMENTS: sandbox contradicts STRIPE_SECRET_KEY: unset one of them']);
  });

  it('names the cross-variable problems alongside a bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', NODE_ENV: 'production', PUBLIC_URL: 'https://studio.example' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'STRIPE_SECRET_KEY']);
  });
});
