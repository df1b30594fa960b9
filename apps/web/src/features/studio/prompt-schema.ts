import { GENERATION_LIMITS } from '@postcraft/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The prompt of text and voice input: required, within the generator's description limit. */
export function createPromptSchema(messages: { required: string; tooLong: string }) {
  return z.object({
    prompt: z
      .string()
      .trim()
      .min(1, messages.required)
      .max(GENERATION_LIMITS.descriptionMaxChars, messages.tooLong),
  });
}

export type PromptForm = z.infer<ReturnType<typeof createPromptSchema>>;

export function usePromptSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      createPromptSchema({
        required: t('studio.text.required'),
        tooLong: t('studio.text.tooLong', { count: GENERATION_LIMITS.descriptionMaxChars }),
      }),
    [t],
  );
}
