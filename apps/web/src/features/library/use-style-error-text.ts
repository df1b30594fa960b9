import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleFieldError } from './style-validation';

/** The message of a style form's field error, in the user's language. */
export function useStyleErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: StyleFieldError | undefined) =>
      error
        ? t(`library.errors.${error.key}`, { max: 'max' in error ? error.max : undefined })
        : undefined,
    [t],
  );
}
