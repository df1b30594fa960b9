import { asOwnerId, type OwnerId } from '@postcraft/data';
import request from 'supertest';
import { createVerifiedUser, type AccountTestBed } from './account-test-bed.js';

/** A signed-up, verified user: their access token and their id as an owner of records. */
export interface TestUser {
  accessToken: string;
  ownerId: OwnerId;
}

/** Signs a new user up through the API at `siteUrl` and reads their id back from /me. */
export async function signUpOwner(bed: AccountTestBed, siteUrl: string): Promise<TestUser> {
  const user = await createVerifiedUser(bed);
  const me = await request(siteUrl)
    .get('/api/user/me')
    .set({ Authorization: `Bearer ${user.accessToken}` })
    .expect(200);
  return { accessToken: user.accessToken, ownerId: asOwnerId(me.body.data.user._id as string) };
}
