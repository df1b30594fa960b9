import { writeFile } from 'node:fs/promises';
import { runFfmpeg } from '../run-tool.js';
import { joinSpokenSentences } from '../voice/sentence-wavs.js';
import type { TimedWord } from '../voice/timed-word.js';
import { AudioProviderError, callAudioProvider, type AudioProvider } from './speech-provider.js';

/**
 * Speaks the sentences with the provider's `/audio/speech`, one request per sentence (so each
 * one's time is exact; the API reports no word times), each answer converted to the same WAV
 * format, then joined with a short pause; words share their sentence's time by syllables.
 */
export async function speakWithProvider(
  provider: AudioProvider,
  voice: string,
  sentences: readonly string[],
  wavPath: string,
): Promise<TimedWord[]> {
  const paths: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const response = await callAudioProvider(provider, '/audio/speech', {
      json: true,
      body: JSON.stringify({
        model: provider.model,
        input: sentence,
        voice,
        response_format: 'wav',
      }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length < 100) throw new AudioProviderError('/audio/speech answered no audio');
    const rawPath = `${wavPath}.${index}.provider`;
    const path = `${wavPath}.${index}.wav`;
    await writeFile(rawPath, bytes);
    // Whatever the provider sent (WAV, MP3...), as 16-bit mono PCM at one rate.
    await runFfmpeg(['-i', rawPath, '-ac', '1', '-ar', '24000', '-sample_fmt', 's16', path]).catch(
      (error: unknown) => {
        throw new AudioProviderError('/audio/speech answered something that is not audio', false, {
          cause: error,
        });
      },
    );
    paths.push(path);
  }
  return joinSpokenSentences(sentences, paths, wavPath);
}
