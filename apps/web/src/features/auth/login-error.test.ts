import { ApiError } from '../../lib/api-client';
import { classifyLoginError } from './login-error';

describe('login error mapping', () => {
  it.each([
    [404, { message: 'user not found', code: 'user_not_found' }, 'userNotFound'],
    [404, { message: 'utilisateur introuvable', code: 'user_not_found' }, 'userNotFound'],
    [404, { message: 'user not found' }, 'other'],
    [401, { message: 'invalid credentials', code: 'invalid_credentials' }, 'invalidCredentials'],
    [401, { message: 'identifiants invalides', code: 'invalid_credentials' }, 'invalidCredentials'],
    [401, { message: 'invalid credentials' }, 'other'],
    [403, { message: 'Verify your email', code: 'email_not_verified' }, 'emailNotVerified'],
    [429, { message: 'Too many attempts', code: 'rate_limited' }, 'other'],
    [500, undefined, 'other'],
  ] as const)('when the API answers %p %j, then it means %s', (status, body, expected) => {
    expect(classifyLoginError(new ApiError(status, body))).toBe(expected);
  });

  it('when the failure is not an API answer, then it is another error', () => {
    expect(classifyLoginError(new Error('user not found'))).toBe('other');
  });
});
