import { BestTimeQuerySchema, BestTimeResponseSchema } from '../../analytics/best-time.schemas.js';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  VerifyUserBodySchema,
  VerifyUserResponseSchema,
} from '../../auth/auth.schemas.js';
import { PAYMENTS_PATHS } from '../../payments/payments.schemas.js';
import { PlanEntitlementsResponseSchema } from '../../payments/plan-entitlements.schemas.js';
import {
  ListUserMediaQuerySchema,
  ListUserMediaResponseSchema,
  USER_MEDIA_PATH,
} from '../../scheduling/user-media.schemas.js';
import {
  AddBrandPhotoResponseSchema,
  BRAND_PHOTO_FIELD,
  BRAND_PHOTOS_PATH,
  BrandPhotoParamsSchema,
  DeleteBrandPhotoResponseSchema,
  ListBrandPhotosResponseSchema,
} from '../../user/brand-photos.schemas.js';
import {
  MeResponseSchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
} from '../../user/user.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const sessions = 'Account and sessions';
const profile = 'Profile';
const photos = 'Photo library and media';

/** Said of the routes limited per client address and per email (a 429 carries Retry-After). */
const LIMITED = 'Over a limit: 429 `rate_limited` with `Retry-After` (seconds).';

/** Said of the code checks (verify-user and reset-password, which share their limits). */
const CODE_CHECKS =
  'A wrong code is a 400 `invalid_code`, an expired one a 400 `code_expired`; after 5 wrong ' +
  'tries the code no longer works (429 `too_many_attempts`). Codes have 6 digits and are valid ' +
  '15 minutes. Code checks are limited to 10 per 15 minutes per email and 50 per client ' +
  `address. ${LIMITED}`;

/** The account: sign-up, sessions, profile, brand photos and media, deletion, plan. */
export const ACCOUNT_ENDPOINTS = defineEndpoints({
  register: {
    method: 'post',
    path: '/api/user/register',
    tag: sessions,
    summary: 'Create an account',
    description:
      'Creates the account unverified and mails a 6-digit code (in the request’s ' +
      '`Accept-Language`: French or English) to verify it with verify-user. Signing up again ' +
      'with an address that is not verified yet mails a new code carrying the new names and ' +
      'password, which apply only once that code is verified. 409 `email_taken` when a ' +
      'verified account has the email; 429 `rate_limited` within a minute of the last code ' +
      'mailed to the address; 503 `mail_unavailable` when no mail server is configured or ' +
      `reachable. Limited to 5 sign-ups per hour per client address. ${LIMITED}`,
    auth: 'none',
    body: RegisterBodySchema,
    answer: { kind: 'json', schema: RegisterResponseSchema, statuses: [201] },
    errors: [400, 403, 409, 429, 503],
  },
  verifyUser: {
    method: 'post',
    path: '/api/user/verify-user',
    tag: sessions,
    summary: 'Verify an emailed code',
    description:
      'Marks the email verified (a pending sign-up’s names and password apply). With ' +
      '`issueTokens` (the sign-up flow) the code is used up and a session starts: the answer ' +
      'carries `accessToken` and `refreshToken` and sets the session cookies. Without it (the ' +
      'recovery flow) the code stays valid for the password reset that follows. ' +
      CODE_CHECKS,
    auth: 'none',
    body: VerifyUserBodySchema,
    answer: { kind: 'json', schema: VerifyUserResponseSchema },
    errors: [400, 403, 429],
  },
  forgotPassword: {
    method: 'post',
    path: '/api/user/forgot-password',
    tag: sessions,
    summary: 'Mail a password-reset code',
    description:
      'Answers the same whether or not an account has the address; an account that is not ' +
      'verified yet gets a new sign-up code instead (the verification screen’s resend). One ' +
      'mail a minute per address: a sooner request is a 429. 503 `mail_unavailable` when no ' +
      'mail server is configured or reachable. Limited to 5 per hour per email and 20 per ' +
      `client address. ${LIMITED}`,
    auth: 'none',
    body: ForgotPasswordBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 403, 429, 503],
  },
  resetPassword: {
    method: 'post',
    path: '/api/user/reset-password',
    tag: sessions,
    summary: 'Set a new password with an emailed code',
    description:
      'Uses up the code, verifies the email, sets the password and ends every session of the ' +
      'user (the answer clears the session cookies). ' +
      CODE_CHECKS,
    auth: 'none',
    body: ResetPasswordBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 403, 429],
  },
  login: {
    method: 'post',
    path: '/api/user/login',
    tag: sessions,
    summary: 'Sign in',
    description:
      'Answers the access token (`token`, a JWT valid 15 minutes) and the refresh token, and ' +
      'sets the session cookies (`pc_access`, `pc_refresh`, `pc_signed_in`); `rememberMe` keeps ' +
      'the refresh cookie 7 days, else the session ends with the browser or after 24 hours. ' +
      '404 `user_not_found` ("user not found"), 401 `invalid_credentials` ("invalid ' +
      'credentials"), 403 `email_not_verified` (a new code is mailed unless one went out in the ' +
      'last minute; 503 `mail_unavailable` when it cannot be). Only failed logins count: 10 per ' +
      '15 minutes per client address and email, 50 per 15 minutes per client address, counted ' +
      'by every API process together; a right password never counts, and an account is never ' +
      `locked for everyone. ${LIMITED}`,
    auth: 'none',
    body: LoginBodySchema,
    answer: { kind: 'json', schema: LoginResponseSchema },
    errors: [400, 401, 403, 404, 429, 503],
  },
  refreshSession: {
    method: 'post',
    path: '/api/user/refresh',
    tag: sessions,
    summary: 'Exchange the refresh token for new tokens',
    description:
      'The refresh token comes from the `pc_refresh` cookie, or from the body for API clients. ' +
      'Answers new tokens and sets the cookies. A refresh token is exchanged once: shown again ' +
      'by the client that exchanged it (same user agent and address) within ' +
      '`REFRESH_REUSE_GRACE_MS` (10 s) it answers the same new tokens (tabs refreshing at ' +
      'once); otherwise it ends the whole session. A missing, unknown or ended token is a 401 ' +
      'that clears the session cookies.',
    auth: 'none',
    body: RefreshBodySchema,
    answer: { kind: 'json', schema: RefreshResponseSchema },
    errors: [400, 401, 403],
  },
  logout: {
    method: 'post',
    path: '/api/user/logout',
    tag: sessions,
    summary: 'Sign out',
    description:
      'Ends the session named by the refresh token (cookie or body), else by the access token, ' +
      'and clears the session cookies. Answers 200 even without a session.',
    auth: 'none',
    body: RefreshBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 403],
  },
  changePassword: {
    method: 'put',
    path: '/api/user/password',
    tag: sessions,
    summary: 'Change your password',
    description:
      '400 `invalid_old_password` ("Old password is incorrect"). The user’s other sessions end.',
    auth: 'user',
    body: ChangePasswordBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 401, 403],
  },
  getMe: {
    method: 'get',
    path: '/api/user/me',
    tag: profile,
    summary: 'Read your user',
    description:
      '`user` never contains a password hash, a code or a platform token; its `plan` is the ' +
      'entitlements’ (the same as GET /api/payments/plan). The web app calls it only while the ' +
      '`pc_signed_in` cookie is present.',
    auth: 'user',
    answer: { kind: 'json', schema: MeResponseSchema },
    errors: [401, 403],
  },
  updateProfile: {
    method: 'put',
    path: '/api/user/updateProfile',
    tag: profile,
    summary: 'Change your profile and logo',
    description:
      'Any of the editable fields; unknown keys are refused (400). `autopilotSettings` and ' +
      '`notificationSettings` merge field by field; the autopilot’s `styleId` is one of your ' +
      'saved styles (404 otherwise) or null; `preferredContentTypes` needs at least one type, ' +
      'each once; `brandLogo: null` removes the logo. As multipart/form-data, the same fields ' +
      '(lists and objects as JSON text) and the logo in the file field `brandLogo` (or ' +
      '`logo`), fields first: a JPEG, PNG, WebP, SVG, TIFF or BMP image of at most ' +
      '`LOGO_MAX_SIZE`, checked and rasterised in a process of its own and stored as PNG (WebP ' +
      'for photos), never as SVG, with a 256 px thumbnail. 400 `validation_failed` when it is ' +
      'not such an image, cannot be read, has too many pixels or takes longer than ' +
      '`LOGO_RENDER_TIMEOUT_MS` to process; 413 over the size; 429 `rate_limited` when ' +
      '`LOGO_RENDER_CONCURRENCY` logos are being processed and 16 more wait. A form is an ' +
      'upload: 20 a minute and 2 at once per user (429). Nothing changes on any error. ' +
      '`autopilotStop` says what happened to the planned posts when this update turned the ' +
      'autopilot off.',
    auth: 'user',
    body: UpdateProfileBodySchema,
    bodyType: 'multipart',
    jsonBody: UpdateProfileBodySchema,
    files: {
      brandLogo: {
        description: 'The logo (JPEG, PNG, WebP, SVG, TIFF or BMP); `logo` is taken too.',
        required: false,
      },
    },
    answer: { kind: 'json', schema: UpdateProfileResponseSchema },
    errors: [400, 401, 403, 404, 413, 429],
  },
  getBestTime: {
    method: 'get',
    path: '/api/user/best-time',
    tag: profile,
    summary: 'Find the best time to post',
    description:
      'For each platform: the weekday × hour (in your profile’s zone, UTC while you have none) ' +
      'whose posts got the highest mean engagement (likes + 2 × comments + 3 × shares) among ' +
      'your posts published on it in the last 90 days, once there are at least 10 such posts; ' +
      'else the platform’s published default. `scheduledTime` is a whole hour at least 30 ' +
      'minutes after `after` (default and any past value: now; at most 365 days ahead) and ' +
      'within 14 days, never an hour that holds one of your pending posts. 400 for no ' +
      'platform, an unknown one, or an `after` that is not a date or too far ahead.',
    auth: 'user',
    query: BestTimeQuerySchema,
    answer: { kind: 'json', schema: BestTimeResponseSchema },
    errors: [400, 401, 403],
  },
  listUserMedia: {
    method: 'get',
    path: USER_MEDIA_PATH,
    tag: photos,
    summary: 'List your recent media',
    description:
      'Your posts’ files, your generations’ images not swept yet and your library photos, ' +
      'newest first, each file once, reaching back 500; what the post editor offers as ' +
      '`mediaUrl`. Paged by `page` (from 1, at most 100) and `limit` (24, at most 50).',
    auth: 'user',
    apiKey: 'media',
    query: ListUserMediaQuerySchema,
    answer: { kind: 'json', schema: ListUserMediaResponseSchema },
    errors: [400, 401, 403, 429],
  },
  listBrandPhotos: {
    method: 'get',
    path: BRAND_PHOTOS_PATH,
    tag: photos,
    summary: 'List your photo library',
    description:
      'The library’s photos and clips, newest first, then those uploaded with posts (`_id: ' +
      'null`, not deletable here); `libraryCount` counts the library’s alone.',
    auth: 'user',
    apiKey: 'media',
    answer: { kind: 'json', schema: ListBrandPhotosResponseSchema },
    errors: [401, 403, 429],
  },
  addBrandPhoto: {
    method: 'post',
    path: BRAND_PHOTOS_PATH,
    tag: photos,
    summary: 'Add a photo or clip to your library',
    description:
      'Multipart, one file in `media`: a JPEG, PNG or WebP photo (15 MB at most) or an MP4 or ' +
      'WebM clip (100 MB and 60 s at most). No file is a 400; another type or a clip that ' +
      'cannot be read is a 400 `invalid_media`; a photo or clip too large or a clip too long a ' +
      '413; a full library (100 photos and clips) a 409 `photo_library_full`. An upload: 20 a ' +
      'minute and 2 at once per user (429).',
    auth: 'user',
    apiKey: 'media',
    bodyType: 'multipart',
    files: {
      [BRAND_PHOTO_FIELD]: {
        description: 'The photo (JPEG, PNG, WebP) or clip (MP4, WebM).',
        required: true,
      },
    },
    answer: { kind: 'json', schema: AddBrandPhotoResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 409, 413, 429],
  },
  deleteBrandPhoto: {
    method: 'delete',
    path: `${BRAND_PHOTOS_PATH}/{id}`,
    tag: photos,
    summary: 'Delete a photo from your library',
    description:
      'Its file goes too unless a post carries it. Another user’s photo, a post’s photo or an ' +
      'unknown id is a 404.',
    auth: 'user',
    apiKey: 'media',
    params: BrandPhotoParamsSchema,
    answer: { kind: 'json', schema: DeleteBrandPhotoResponseSchema },
    errors: [401, 403, 404, 429],
  },
  deleteAccount: {
    method: 'delete',
    path: '/api/user/account',
    tag: profile,
    summary: 'Delete your account',
    description:
      'The password confirms it. Deletes at once the user, their sessions, codes, saved ' +
      'styles, connected accounts (revoked at the platform where it allows) and logo files ' +
      '(contact messages they sent are kept until `CONTACT_RETENTION_DAYS`), and clears the ' +
      'session cookies. A wrong password is a 400 `invalid_password` ("Password is ' +
      'incorrect.") and nothing changes. Limited like login: 10 per 15 minutes per user and 50 ' +
      `per client address (every attempt counts, signed in or not). ${LIMITED}`,
    auth: 'user',
    body: DeleteAccountBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema },
    errors: [400, 401, 403, 429],
  },
  getPlanEntitlements: {
    method: 'get',
    path: PAYMENTS_PATHS.plan,
    tag: profile,
    summary: 'Read what your plan allows',
    description:
      'What your plan allows and what is used of it, the same answer every server check reads ' +
      '(the web app shows limits and Upgrade actions from it). `null` means no limit; with ' +
      'billing off every limit is lifted and `billingEnabled` is false.',
    auth: 'user',
    answer: { kind: 'json', schema: PlanEntitlementsResponseSchema },
    errors: [401, 403],
  },
});
