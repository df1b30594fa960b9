import type { PostNowResponse } from '@postcraft/contracts';
import { getPlatformName } from '../connections/platform-names';

/** The answers of one Post Now (one call per asset) read together. */
export function summarisePostNow(answers: readonly PostNowResponse[]) {
  const successful = answers.flatMap((answer) => answer.successful.map((entry) => entry.platform));
  const failed = answers.flatMap((answer) =>
    answer.failed.map((entry) => ({ platform: entry.platform, message: entry.message })),
  );
  return {
    successful,
    failed,
    failedList: failed
      .map((entry) => `${getPlatformName(entry.platform)} (${entry.message})`)
      .join(', '),
  };
}
