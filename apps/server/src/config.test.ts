import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('server configuration', () => {
  it('has working defaults for a development machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '.data',
      databaseUrl: undefined,
      sms: { adapter: 'outbox' },
      email: { adapter: 'outbox' },
      reminderTickSeconds: 60,
    });
  });

  it('reads PostgreSQL from DATABASE_URL and the port from PORT', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/matrona', PORT: '8080' });
    expect(config.databaseUrl).toBe('postgres://u:p@db.internal:5432/matrona');
    expect(config.port).toBe(8080);
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', SMS_ADAPTER: 'twilio', EMAIL_ADAPTER: 'postmark' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['PORT', 'DATABASE_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'POSTMARK_SERVER_TOKEN']) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('refuses the development code secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CODE_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', CODE_SECRET: 'a-real-secret-of-enough-length' }).production).toBe(true);
  });
});
