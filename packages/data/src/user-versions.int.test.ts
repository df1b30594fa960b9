import { Types } from 'mongoose';
import { ConnectedAccountModel } from './connected-account.model.js';
import {
  deleteConnectedAccount,
  markReconnectNeeded,
  saveConnectedAccount,
} from './connected-account.repository.js';
import { createTokenCipher } from './token-cipher.js';
import { closeOwnerVersions, openOwnerVersions, readOwnerVersions } from './owner-versions.js';
import { useTestDatabase } from './test-support/use-test-database.js';
import { UserModel } from './user.model.js';

const cipher = createTokenCipher('a-test-encryption-key-of-enough-length');

let counter = 0;
const newUser = () => ({
  email: `user${(counter += 1)}.${Date.now()}@example.com`,
  passwordHash: 'not-a-hash',
  firstName: 'Ana',
  lastName: 'Lima',
  companyName: 'Lima Studio',
});

const connect = (userId: Types.ObjectId) =>
  saveConnectedAccount(
    {
      userId,
      platform: 'sandbox',
      profile: {
        id: 'bakery',
        username: 'bakery',
        displayName: 'Bakery',
        avatarUrl: null,
        followers: 1,
        profileUrl: null,
        metadata: {},
      },
      tokens: {
        accessToken: 'access',
        refreshToken: null,
        expiresAt: null,
        refreshExpiresAt: null,
        scopes: [],
      },
    },
    cipher,
  );

/** The users versions API processes keep /me answers under (see owner-versions.ts). */
describe('user versions', () => {
  useTestDatabase();

  /** Whose users version `write` changed: the user's, a bystander's. */
  async function changedBy(user: Types.ObjectId, write: () => Promise<unknown>) {
    const bystander = (await UserModel.create(newUser()))._id;
    const ids = [user, bystander].map((id) => id.toHexString());
    const before = await Promise.all(ids.map(readOwnerVersions));
    await write();
    const after = await Promise.all(ids.map(readOwnerVersions));
    // Users writes never touch the other kinds.
    for (const kind of ['sessions', 'scheduledPosts'] as const) {
      expect(after.map((each) => each[kind])).toEqual(before.map((each) => each[kind]));
    }
    return {
      user: after[0]!.users !== before[0]!.users,
      bystander: after[1]!.users !== before[1]!.users,
    };
  }

  it("when a write of the user names them, then that user's version changes and no one else's", async () => {
    const id = new Types.ObjectId();
    const writes: Array<() => Promise<unknown>> = [
      () => UserModel.create({ _id: id, ...newUser() }),
      () => UserModel.updateOne({ _id: id }, { $set: { language: 'fr' } }).exec(),
      async () => {
        const user = await UserModel.findById(id).orFail();
        user.firstName = 'Bea';
        await user.save();
      },
      () => UserModel.findByIdAndUpdate(id, { $set: { timeZone: 'Europe/Paris' } }).exec(),
      () => UserModel.deleteOne({ _id: id }).exec(),
    ];
    for (const write of writes) {
      expect(await changedBy(id, write)).toEqual({ user: true, bystander: false });
    }
  });

  it("when a write of connected accounts names their owner, then the owner's version changes and no one else's", async () => {
    const owner = (await UserModel.create(newUser()))._id;
    let account = await connect(owner);
    const writes: Array<() => Promise<unknown>> = [
      async () => (account = await connect(owner)),
      () => markReconnectNeeded(account, 'revoked'),
      () => deleteConnectedAccount(owner.toHexString(), 'sandbox'),
    ];
    for (const write of writes) {
      expect(await changedBy(owner, write)).toEqual({ user: true, bystander: false });
    }
  });

  it("when a write does not name a user, then every user's version changes", async () => {
    const user = await UserModel.create(newUser());
    expect(
      await changedBy(user._id, () =>
        UserModel.updateOne({ email: user.email }, { $set: { plan: 'premium' } }).exec(),
      ),
    ).toEqual({ user: true, bystander: true });
  });

  it('when a bulk write is tried, then it is refused', async () => {
    const _id = new Types.ObjectId();
    await expect(
      UserModel.bulkWrite([{ updateOne: { filter: { _id }, update: { plan: 'premium' } } }]),
    ).rejects.toThrow(/bulkWrite/);
    await expect(
      ConnectedAccountModel.bulkWrite([{ deleteMany: { filter: { userId: _id } } }]),
    ).rejects.toThrow(/bulkWrite/);
  });

  it('when the versions are not open, then a write is refused before anything is written', async () => {
    const user = await UserModel.create(newUser());
    await closeOwnerVersions();
    try {
      await expect(
        UserModel.updateOne({ _id: user._id }, { $set: { firstName: 'Unannounced' } }).exec(),
      ).rejects.toThrow(/owner versions are not open/);
      await expect(connect(user._id)).rejects.toThrow(/owner versions are not open/);
    } finally {
      await openOwnerVersions(process.env.DATABASE_URL!);
    }
    expect((await UserModel.findById(user._id).orFail()).firstName).toBe('Ana');
    expect(await ConnectedAccountModel.countDocuments({ userId: user._id })).toBe(0);
  });
});
