import { AUTH_LIMITS, EmailSchema, type RegisterBody } from '@postcraft/contracts';

export type SignupValues = RegisterBody;

export const EMPTY_SIGNUP_VALUES: SignupValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export type SignupProblem =
  'requiredFields' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDoNotMatch';

/**
 * The first thing wrong with the form, in the order a person fixes it, or null. The same rules
 * as the register contract; strength is advice and is not checked here.
 */
export function validateSignup(values: SignupValues): SignupProblem | null {
  const textFields = [values.firstName, values.lastName, values.companyName, values.email];
  if (
    textFields.some((value) => value.trim() === '') ||
    !values.password ||
    !values.confirmPassword
  ) {
    return 'requiredFields';
  }
  if (!EmailSchema.safeParse(values.email).success) return 'invalidEmail';
  if (values.password.length < AUTH_LIMITS.passwordMinLength) return 'passwordTooShort';
  if (values.password !== values.confirmPassword) return 'passwordsDoNotMatch';
  return null;
}

/** The body sent to the API: names and email trimmed, passwords exactly as typed. */
export function toRegisterBody(values: SignupValues): RegisterBody {
  return {
    ...values,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
  };
}
