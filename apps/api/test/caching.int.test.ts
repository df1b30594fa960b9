import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

describe('caching of API answers', () => {
  let bed: AccountTestBed;
  let bearer: { Authorization: string };

  beforeAll(async () => {
    bed = await startAccountTestBed();
    bearer = { Authorization: `Bearer ${(await createVerifiedUser(bed)).accessToken}` };
  });
  afterAll(() => bed.stop());

  it('when a user reads /api/user/me, then the answer is no-store, has no ETag, and a conditional GET still gets the data', async () => {
    const first = await request(bed.app).get('/api/user/me').set(bearer).expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    const again = await request(bed.app)
      .get('/api/user/me')
      .set(bearer)
      .set('If-None-Match', 'W/"anything"')
      .set('If-Modified-Since', new Date().toUTCString())
      .expect(200);
    expect(again.body.data.user.email).toBeTruthy();
  });

  it('when any /api route answers, errors included, then the answer is no-store', async () => {
    for (const path of ['/api/styles', '/api/connections/platforms', '/api/nope']) {
      const signedIn = await request(bed.app).get(path).set(bearer);
      const signedOut = await request(bed.app).get(path);
      expect([signedIn.headers['cache-control'], signedOut.headers['cache-control']]).toEqual([
        'no-store',
        'no-store',
      ]);
      expect(signedIn.headers.etag).toBeUndefined();
    }
  });

  it('when the public site details are read, then they keep a short public cache', async () => {
    const response = await request(bed.app).get('/api/site').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
