import {
  CreateStyleResponseSchema,
  PROFILE_MESSAGES,
  PROFILE_MESSAGES_FR,
  UpdateProfileResponseSchema,
  UserSchema,
} from '@postcraft/contracts';
import { asOwnerId, UserModel } from '@postcraft/data';
import request from 'supertest';
import { settleAutopilotStyle } from '../src/modules/user/autopilot-style.service.js';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

describe('the autopilot style: autopilotSettings.styleId on PUT /api/user/updateProfile', () => {
  let bed: AccountTestBed;
  /** Billing off: the Free plan's template limit would stop the styles these tests save. */
  let app: AccountTestBed['app'];
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    app = bed.newApp({ env: { BILLING: 'off' } });
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
  });
  afterAll(() => bed.stop());

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const update = (user: TestUser, body: object) =>
    request(app).put('/api/user/updateProfile').set(as(user)).send(body);
  const chooseStyle = (user: TestUser, styleId: unknown) =>
    update(user, { autopilotSettings: { styleId } });
  const meOf = async (user: TestUser) =>
    UserSchema.strict().parse(
      (await request(app).get('/api/user/me').set(as(user)).expect(200)).body.data.user,
    );
  const storedOf = async (user: TestUser) =>
    (await UserModel.findOne({ email: user.email }).lean().orFail()).autopilotSettings;
  async function saveStyle(user: TestUser, name: string): Promise<string> {
    const response = await request(app)
      .post('/api/styles')
      .set(as(user))
      .send({ name, kind: 'template', description: 'Bold type, two colours' })
      .expect(201);
    return CreateStyleResponseSchema.parse(response.body).data.style._id;
  }

  it('when a new user reads their profile, then the autopilot uses the brand style (null)', async () => {
    expect((await meOf(ana)).autopilotSettings).toEqual({
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
      styleId: null,
    });
  });

  it('when a user stored before the choice existed reads their profile, then the style is null', async () => {
    await UserModel.updateOne(
      { email: ana.email },
      { $unset: { 'autopilotSettings.styleId': 1 } },
    ).exec();
    expect(await storedOf(ana)).not.toHaveProperty('styleId');

    expect((await meOf(ana)).autopilotSettings.styleId).toBeNull();
  });

  it('when a user chooses one of their saved styles, then the answer and a later /me show it and the other settings stay', async () => {
    const styleId = await saveStyle(ana, 'Bold quotes');

    const response = await chooseStyle(ana, styleId.toUpperCase()).expect(200);

    expect(UpdateProfileResponseSchema.parse(response.body).user.autopilotSettings).toEqual({
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
      styleId,
    });
    expect((await meOf(ana)).autopilotSettings.styleId).toBe(styleId);
  });

  it("when a user chooses another user's style or an unknown one, then 404 and nothing changes, the other fields included", async () => {
    const own = await saveStyle(ana, 'Mine');
    await chooseStyle(ana, own).expect(200);
    const bobs = await saveStyle(bob, 'Not yours');
    const before = await UserModel.findOne({ email: ana.email }).lean().orFail();

    for (const styleId of [bobs, '0123456789abcdef01234567']) {
      const response = await update(ana, {
        companyName: 'Changed',
        autopilotSettings: { styleId, postingFrequency: 20 },
      }).expect(404);
      expect(response.body).toEqual({
        message: PROFILE_MESSAGES.autopilotStyleNotFound,
        code: 'not_found',
      });
    }

    const after = await UserModel.findOne({ email: ana.email }).lean().orFail();
    expect(after.companyName).toBe(before.companyName);
    expect(after.autopilotSettings).toEqual(before.autopilotSettings);
    expect((await meOf(bob)).autopilotSettings.styleId).toBeNull();
  });

  it('when the style is refused in French, then the message is the French one', async () => {
    const response = await chooseStyle(ana, '0123456789abcdef01234567')
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(response.body.message).toBe(PROFILE_MESSAGES_FR.autopilotStyleNotFound);
  });

  it.each([
    ['a short id', 'abc123'],
    ['an id with a letter past f', 'g123456789abcdef01234567'],
    ['a number', 123],
    ['an empty text', ''],
  ])(
    'when the style is %s, then 400 with the style message and nothing changes',
    async (_label, styleId) => {
      const before = await storedOf(ana);
      const response = await chooseStyle(ana, styleId).expect(400);
      expect(response.body).toMatchObject({
        message: PROFILE_MESSAGES.autopilotStyleId,
        code: 'validation_failed',
        issues: [{ path: ['autopilotSettings', 'styleId'] }],
      });
      expect(await storedOf(ana)).toEqual(before);
    },
  );

  it('when a user sets the style back to null, then the brand style is used again', async () => {
    const styleId = await saveStyle(ana, 'For a while');
    await chooseStyle(ana, styleId).expect(200);

    const response = await chooseStyle(ana, null).expect(200);

    expect(response.body.user.autopilotSettings.styleId).toBeNull();
    expect((await meOf(ana)).autopilotSettings.styleId).toBeNull();
    expect((await storedOf(ana)).styleId).toBeNull();
  });

  it('when the chosen style is deleted, then the autopilot goes back to the brand style; deleting another style leaves the choice', async () => {
    const chosen = await saveStyle(ana, 'Chosen');
    const other = await saveStyle(ana, 'Other');
    await chooseStyle(ana, chosen).expect(200);

    await request(app).delete(`/api/styles/${other}`).set(as(ana)).expect(200);
    expect((await meOf(ana)).autopilotSettings.styleId).toBe(chosen);

    await request(app).delete(`/api/styles/${chosen}`).set(as(ana)).expect(200);
    expect((await meOf(ana)).autopilotSettings.styleId).toBeNull();
    expect((await storedOf(ana)).styleId).toBeNull();
  });

  it('when another user tries to delete the chosen style, then 404 and the choice stays', async () => {
    const chosen = await saveStyle(ana, 'Kept');
    await chooseStyle(ana, chosen).expect(200);

    await request(app).delete(`/api/styles/${chosen}`).set(as(bob)).expect(404);

    expect((await meOf(ana)).autopilotSettings.styleId).toBe(chosen);
  });

  it('when the style was deleted between the check and the write, then the write is undone and the answer says brand style', async () => {
    const styleId = await saveStyle(ana, 'Deleted meanwhile');
    await request(app).delete(`/api/styles/${styleId}`).set(as(ana)).expect(200);
    // The profile update's write, landing after the deletion forgot the choice.
    await UserModel.updateOne(
      { email: ana.email },
      { $set: { 'autopilotSettings.styleId': styleId } },
    ).exec();
    const me = await meOf(ana);

    const answer = await settleAutopilotStyle(
      asOwnerId(me._id),
      { autopilotSettings: { styleId } },
      me,
    );

    expect(answer.autopilotSettings.styleId).toBeNull();
    expect((await storedOf(ana)).styleId).toBeNull();
  });
});
