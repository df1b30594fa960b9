import { CONTACT_LIMITS, SiteInfoResponseSchema } from '@postcraft/contracts';
import request from 'supertest';
import { createTestApp } from './helpers/test-app.js';

describe('the public site details: GET /api/site', () => {
  it('when nothing is configured, then the defaults are published', async () => {
    const { app } = createTestApp();
    const response = await request(app).get('/api/site').expect(200);
    expect(SiteInfoResponseSchema.strict().parse(response.body)).toEqual({
      data: {
        productName: 'Postcraft',
        contactEmail: 'team@postcraft.local',
        privacyEmail: 'team@postcraft.local',
        companyName: 'Postcraft',
        companyAddress: '',
        contactRetentionDays: CONTACT_LIMITS.retentionDaysDefault,
      },
    });
    // The figure the policy shows while this loads is the one the worker applies by default.
    expect(CONTACT_LIMITS.retentionDaysDefault).toBe(365);
    expect(response.headers['cache-control']).toContain('max-age=300');
  });

  it('when the operator configures them, then their details are published; the privacy email defaults to the contact email', async () => {
    const { app } = createTestApp({
      CONTACT_EMAIL: 'hello@lima.example',
      COMPANY_NAME: 'Lima Studio SARL',
      COMPANY_ADDRESS: '1 rue de la Paix, 75002 Paris, France',
      CONTACT_RETENTION_DAYS: '180',
    });
    expect((await request(app).get('/api/site').expect(200)).body.data).toEqual({
      productName: 'Postcraft',
      contactEmail: 'hello@lima.example',
      privacyEmail: 'hello@lima.example',
      companyName: 'Lima Studio SARL',
      companyAddress: '1 rue de la Paix, 75002 Paris, France',
      contactRetentionDays: 180,
    });

    const { app: withPrivacy } = createTestApp({ PRIVACY_EMAIL: 'privacy@lima.example' });
    expect((await request(withPrivacy).get('/api/site')).body.data.privacyEmail).toBe(
      'privacy@lima.example',
    );
  });
});
