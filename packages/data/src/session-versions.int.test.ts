import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { useTestDatabase } from './test-support/use-test-database.js';
import { readOwnerVersions } from './owner-versions.js';
import { loginRotationKey, SessionModel } from './session.model.js';

const newSession = (userId: Types.ObjectId) => {
  const _id = new Types.ObjectId();
  return {
    _id,
    familyId: _id,
    userId,
    tokenHash: randomBytes(16).toString('hex'),
    rotationOf: loginRotationKey(_id),
    expiresAt: new Date(Date.now() + 3_600_000),
  };
};

/** The sessions versions API processes keep live sessions under (see owner-versions.ts). */
describe('session versions', () => {
  useTestDatabase();

  /** Whose sessions version `write` changed: the user's, a bystander's (with a session too). */
  async function changedBy(user: Types.ObjectId, write: () => Promise<unknown>) {
    const bystander = new Types.ObjectId();
    await SessionModel.create(newSession(bystander));
    const ids = [user, bystander].map((id) => id.toHexString());
    const before = await Promise.all(ids.map(readOwnerVersions));
    await write();
    const after = await Promise.all(ids.map(readOwnerVersions));
    // Sessions writes never touch the scheduled posts versions.
    expect(after.map((each) => each.scheduledPosts)).toEqual(
      before.map((each) => each.scheduledPosts),
    );
    return {
      user: after[0]!.sessions !== before[0]!.sessions,
      bystander: after[1]!.sessions !== before[1]!.sessions,
    };
  }

  it("when a write names the user, then that user's sessions version changes and no one else's", async () => {
    const user = new Types.ObjectId();
    const session = newSession(user);
    const writes: Array<() => Promise<unknown>> = [
      () => SessionModel.create(session),
      () =>
        SessionModel.updateMany(
          { userId: user, familyId: session.familyId, revokedAt: null },
          { $set: { revokedAt: new Date() } },
        ).exec(),
      () =>
        SessionModel.updateOne(
          { _id: session._id, userId: user },
          { $set: { lastUsedAt: new Date() } },
        ).exec(),
      () => SessionModel.deleteMany({ userId: user }).exec(),
    ];
    for (const write of writes) {
      expect(await changedBy(user, write)).toEqual({ user: true, bystander: false });
    }
  });

  it("when a write does not name a user, then every user's sessions version changes", async () => {
    const user = new Types.ObjectId();
    const session = newSession(user);
    await SessionModel.create(session);
    expect(
      await changedBy(user, () =>
        SessionModel.updateOne({ _id: session._id }, { $set: { revokedAt: new Date() } }).exec(),
      ),
    ).toEqual({ user: true, bystander: true });
    expect(
      await changedBy(user, () =>
        SessionModel.deleteMany({ expiresAt: { $lt: new Date() } }).exec(),
      ),
    ).toEqual({ user: true, bystander: true });
  });

  it('when a bulk write is tried, then it is refused', async () => {
    await expect(
      SessionModel.bulkWrite([{ deleteMany: { filter: { userId: new Types.ObjectId() } } }]),
    ).rejects.toThrow(/bulkWrite/);
  });
});
