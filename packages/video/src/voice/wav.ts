import { readFile } from 'node:fs/promises';

/** A RIFF WAV file's PCM format and length, read from its header chunks. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationSec: number;
  /** Where the PCM samples start in the file, and how many bytes they take. */
  dataOffset: number;
  dataLength: number;
}

export function wavInfoOf(bytes: Buffer): WavInfo {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let offset = 12;
  let format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = {
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    } else if (id === 'data' && format) {
      // A streamed WAV may say 0xffffffff: the data is what follows.
      const length = Math.min(size, bytes.length - offset - 8);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return {
        ...format,
        durationSec: length / bytesPerSecond,
        dataOffset: offset + 8,
        dataLength: length,
      };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('A WAV file without format or data');
}

export async function wavDurationOf(path: string): Promise<number> {
  return wavInfoOf(await readFile(path)).durationSec;
}

/** A WAV file of 16-bit PCM samples with the given format. */
export function wavOf(pcm: Buffer, sampleRate: number, channels: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
