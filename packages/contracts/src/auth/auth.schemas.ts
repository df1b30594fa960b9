import { z } from 'zod';
import { userText } from '../text/user-text.js';
import { AUTH_LIMITS } from '../constants/limits.js';
import { UserSchema } from '../user/user.schemas.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

export const AUTH_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: `Use at least ${AUTH_LIMITS.passwordMinLength} characters for the password.`,
  invalidEmail: 'Enter a valid email address.',
  invalidCode: `Enter the ${AUTH_LIMITS.verificationCodeLength}-digit code from the email.`,
  codeWrong: 'Invalid verification code.',
  codeExpired: 'This code has expired. Ask for a new one.',
  codeBurnt: 'Too many wrong codes: this one no longer works. Ask for a new one.',
  codeCooldown: 'Please wait a minute before asking for another code.',
  emailTaken: 'An account with this email already exists.',
  // The spec's client reads these two (lower case, no full stop) from the answer.
  userNotFound: 'user not found',
  invalidCredentials: 'invalid credentials',
  emailNotVerified: 'Please verify your email: we sent you a new code.',
  oldPasswordIncorrect: 'Old password is incorrect',
  accountCreated: 'Account created successfully.',
  verified: 'Verification successful!',
  codeSentIfAccount: 'If an account exists for this email, a code is on its way.',
  passwordReset: 'Password reset successful!',
  loggedIn: 'Logged in.',
  loggedOut: 'Logged out.',
  passwordUpdated: 'Password updated successfully.',
} as const;

export const AUTH_MESSAGES_FR: FrenchCatalogue<typeof AUTH_MESSAGES> = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
  passwordTooShort: `Utilisez au moins ${AUTH_LIMITS.passwordMinLength} caractères pour le mot de passe.`,
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  invalidCode: `Saisissez le code à ${AUTH_LIMITS.verificationCodeLength} chiffres reçu par e-mail.`,
  codeWrong: 'Code de vérification invalide.',
  codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
  codeBurnt: 'Trop de codes erronés : celui-ci ne fonctionne plus. Demandez-en un nouveau.',
  codeCooldown: 'Veuillez patienter une minute avant de demander un autre code.',
  emailTaken: 'Un compte existe déjà avec cet e-mail.',
  userNotFound: 'utilisateur introuvable',
  invalidCredentials: 'identifiants invalides',
  emailNotVerified: 'Veuillez vérifier votre e-mail : nous vous avons envoyé un nouveau code.',
  oldPasswordIncorrect: "L'ancien mot de passe est incorrect",
  accountCreated: 'Compte créé avec succès.',
  verified: 'Vérification réussie !',
  codeSentIfAccount: 'Si un compte existe pour cet e-mail, un code est en route.',
  passwordReset: 'Mot de passe réinitialisé avec succès !',
  loggedIn: 'Connecté.',
  loggedOut: 'Déconnecté.',
  passwordUpdated: 'Mot de passe mis à jour avec succès.',
};

const required = (max: number) =>
  userText({ error: AUTH_MESSAGES.requiredFields })
    .trim()
    .min(1, AUTH_MESSAGES.requiredFields)
    .max(max);

/** Emails compare without case and surrounding spaces. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.requiredFields })
  .trim()
  .min(1, AUTH_MESSAGES.requiredFields)
  .max(254)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = userText({ error: AUTH_MESSAGES.requiredFields })
  .min(1, AUTH_MESSAGES.requiredFields)
  .min(AUTH_LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
  .max(200);

export const VerificationCodeSchema = z
  .string({ error: AUTH_MESSAGES.invalidCode })
  .trim()
  .regex(/^\d{6}$/, AUTH_MESSAGES.invalidCode);

/** POST /api/user/register */
export const RegisterBodySchema = z
  .object({
    firstName: required(80),
    lastName: required(80),
    companyName: required(120),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: userText({ error: AUTH_MESSAGES.requiredFields }).min(
      1,
      AUTH_MESSAGES.requiredFields,
    ),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema });

/** POST /api/user/verify-user */
export const VerifyUserBodySchema = z.object({
  email: EmailSchema,
  verificationCode: VerificationCodeSchema,
  issueTokens: z.boolean().optional().default(false),
  rememberMe: z.boolean().optional().default(false),
});
export type VerifyUserBody = z.input<typeof VerifyUserBodySchema>;
export const VerifyUserResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    user: UserSchema,
    accessToken: z.string().optional(),
    refreshToken: z.string().optional(),
  }),
});
export type VerifyUserResponse = z.infer<typeof VerifyUserResponseSchema>;

/** POST /api/user/forgot-password (also resends a sign-up code) */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /api/user/reset-password */
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /api/user/login */
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: userText({ error: AUTH_MESSAGES.requiredFields })
    .min(1, AUTH_MESSAGES.requiredFields)
    .max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof LoginBodySchema>;
export const LoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/user/refresh: the refresh token comes from its cookie, or this body for API clients. */
export const RefreshBodySchema = z.object({ refreshToken: userText().min(1).max(500).optional() });
export const RefreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });

/** PUT /api/user/password */
export const ChangePasswordBodySchema = z
  .object({
    oldPassword: userText({ error: AUTH_MESSAGES.requiredFields })
      .min(1, AUTH_MESSAGES.requiredFields)
      .max(200),
    newPassword: PasswordSchema,
    confirmPassword: userText({ error: AUTH_MESSAGES.requiredFields }).min(
      1,
      AUTH_MESSAGES.requiredFields,
    ),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const ACCOUNT_DELETION_MESSAGES = {
  deleted: 'Your account has been deleted.',
  wrongPassword: 'Password is incorrect.',
} as const;

export const ACCOUNT_DELETION_MESSAGES_FR: FrenchCatalogue<typeof ACCOUNT_DELETION_MESSAGES> = {
  deleted: 'Votre compte a été supprimé.',
  wrongPassword: 'Le mot de passe est incorrect.',
};

/**
 * DELETE /api/user/account: deletes the signed-in user and everything tied to them at once. The
 * password confirms that the owner asks for it. Answers 200 `{ message }` (MessageResponseSchema)
 * and clears the session cookies; a wrong password answers 400 `invalid_password`.
 */
export const DeleteAccountBodySchema = z.object({
  password: userText({ error: AUTH_MESSAGES.requiredFields })
    .min(1, AUTH_MESSAGES.requiredFields)
    .max(200),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
