import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on SQLite with documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.dialect).toBe('sqlite');
    expect(config.database.dialect === 'sqlite' && config.database.file).toMatch(
      /data[/\\]neighbourly\.sqlite$/,
    );
    expect(config.messagingEnabled).toBe(false);
    expect(config.rateLimits.messagesPerMinute).toBe(30);
    expect(loadConfig({ RATE_LIMIT_MESSAGES_PER_MINUTE: '5' }).rateLimits.messagesPerMinute).toBe(5);
    expect(config.captcha).toEqual({ provider: 'altcha', maxCounter: 50_000 });
    expect(config.secureCookies).toBe(false);
    expect(config.oidc).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3500' }).publicUrl).toBe('http://localhost:3500');
  });

  it('switches to PostgreSQL, reCAPTCHA and secure cookies when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/app',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      PUBLIC_URL: 'https://neighbourly.example',
      MESSAGING_ENABLED: 'true',
    });
    expect(config.database).toMatchObject({ dialect: 'postgres', url: 'postgres://u@db/app' });
    expect(config.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site', secretKey: 'secret' });
    expect(config.secureCookies).toBe(true);
    expect(config.messagingEnabled).toBe(true);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MESSAGING_ENABLED: 'maybe',
        APP_SECRET: 'short',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'MESSAGING_ENABLED', 'APP_SECRET'])
      expect(message).toContain(name);
  });

  it('refuses half a reCAPTCHA or OpenID configuration', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example' })).toThrow(/OIDC/);
  });

  it('gives a stop 10 s of grace and no drain by default, and refuses a drain as long as the grace (issue #32)', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 10_000, drainMs: 0 });
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '30', SHUTDOWN_DRAIN_SECONDS: '5' }).shutdown).toEqual({
      graceMs: 30_000,
      drainMs: 5000,
    });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '10' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS must be less than SHUTDOWN_GRACE_SECONDS/,
    );
  });
});
