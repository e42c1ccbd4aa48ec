import { describe, expect, it } from 'vitest';
import { bannerLines } from './banner.js';
import { DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.js';

const url = 'http://localhost:8080';

describe('start banner', () => {
  it('names the URL, the default users with their documented passwords, the data folder and how to stop', () => {
    const config = loadConfig({ DATA_DIR: '/srv/adconsole-data' });
    const text = bannerLines(config, { url, firstAdminPassword: DEFAULT_ADMIN_PASSWORD }).join('\n');
    expect(text).toContain(url);
    expect(text).toContain('admin / admin123');
    expect(text).toContain('operator, advertiser, viewer / demo1234');
    expect(text).toContain('/srv/adconsole-data');
    expect(text).toContain('Ctrl+C');
  });

  it('never prints a password the operator chose', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://ads:db-secret@db.internal:5432/adconsole',
      PUBLIC_ORIGIN: 'https://ads.example.com',
      ADMIN_PASSWORD: 'Chosen-Secret-1',
      DEMO_PASSWORD: 'Demo-Secret-2',
      SEED: 'demo',
    });
    const text = bannerLines(config, { url, firstAdminPassword: 'Chosen-Secret-1' }).join('\n');
    expect(text).not.toContain('Chosen-Secret-1');
    expect(text).not.toContain('Demo-Secret-2');
    expect(text).not.toContain('db-secret');
    expect(text).toContain('PostgreSQL at db.internal:5432/adconsole');
    expect(text).toContain('admin / the password in ADMIN_PASSWORD');
  });

  it('on a later start, does not claim the default password still holds', () => {
    const text = bannerLines(loadConfig({}), { url, firstAdminPassword: null }).join('\n');
    expect(text).toContain('unless changed');
  });
});
