import { expect, test } from '@playwright/test';
import { signUpAndOnboard } from '../sign-up.js';

/** "Our autumn menu starts on Friday with pumpkin soup.", spoken, as a phone would save it. */
const VOICE_NOTE = new URL('../fixtures/voice-note.ogg', import.meta.url).pathname;

test('a voice note uploaded on the record screen is transcribed by the server into the text to submit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndOnboard(page, `voice.${Date.now()}@example.com`);
  await page.goto('/record');
  await page.getByTestId('voice-note-file').setInputFiles(VOICE_NOTE);

  const text = page.getByLabel('Generated Text');
  await expect(page.getByText(/Transcribed \d+(\.\d)? s of audio/)).toBeVisible({
    timeout: 60_000,
  });
  // Offline recognition is not perfect: most of the words, not all of them.
  const heard = ((await text.inputValue()).toLowerCase().match(/[a-z]+/g) ?? []).filter((word) =>
    ['starts', 'friday', 'with', 'pumpkin', 'soup'].includes(word),
  );
  expect(heard.length).toBeGreaterThanOrEqual(4);
  await expect(text).toHaveValue(/^[A-Z].*\.$/);
});
