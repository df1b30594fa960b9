import { UserSchema } from '@postcraft/contracts';
import { toUserResponse } from './user.mapper.js';
import { UserModel } from './user.model.js';

function newUser() {
  return new UserModel({
    email: '  Ana@Example.COM ',
    passwordHash: '$2b$10$abcdefghijklmnopqrstuv',
    firstName: 'Ana',
    lastName: 'Lima',
    companyName: 'Lima & Co',
    createdAt: new Date('2025-01-02T03:04:05.000Z'),
  });
}

describe('the user model and its mapper', () => {
  it('when a user is created, then the email is lowercased and the profile has its defaults', () => {
    const user = newUser();
    expect(user.email).toBe('ana@example.com');
    expect(user.emailVerified).toBe(false);
    expect(user.firstTimeLogged).toBe(true);
    expect(user.autopilotSettings).toMatchObject({
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
      styleId: null,
    });
    expect(user.plan).toBe('free');
  });

  it('when a user is mapped, then the answer is exactly the contract and carries no hash', () => {
    const user = newUser();
    user.niche = { type: 'food', icon: 'UtensilsCrossed', description: 'Recipes' };
    user.preferredContentTypes = [{ type: 'videos', icon: 'Video' }];
    const answer = toUserResponse(user);

    expect(UserSchema.strict().parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      _id: user._id.toString(),
      id: user._id.toString(),
      email: 'ana@example.com',
      niche: { type: 'food', icon: 'UtensilsCrossed', description: 'Recipes' },
      voiceTone: null,
      brandLogo: null,
      brandLogoThumbnail: null,
      contentGoals: [],
      preferredContentTypes: [{ type: 'videos', icon: 'Video' }],
      connectedAccounts: [],
      createdAt: '2025-01-02T03:04:05.000Z',
    });
    expect(JSON.stringify(answer)).not.toContain('passwordHash');
    expect(JSON.stringify(answer)).not.toContain('$2b$');
  });

  it('when a user stored before the autopilot style existed is mapped, then its style reads as null (the brand style)', () => {
    const stored = newUser().toObject();
    const { styleId: _dropped, ...olderSettings } = stored.autopilotSettings;
    const answer = toUserResponse({ ...stored, autopilotSettings: olderSettings });

    expect(answer.autopilotSettings).toEqual({
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
      styleId: null,
    });
  });

  it('when a user chose a saved style for the autopilot, then the answer names it', () => {
    const user = newUser();
    user.autopilotSettings.styleId = '0123456789abcdef01234567';

    expect(toUserResponse(user).autopilotSettings.styleId).toBe('0123456789abcdef01234567');
  });
});
