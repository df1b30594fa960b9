import { runTool } from '../run-tool.js';

/** What a rendered file is, as ffprobe reads it. */
export interface ProbedVideo {
  videoCodec: string | null;
  audioCodec: string | null;
  width: number;
  height: number;
  durationSec: number;
  fps: number;
  pixelFormat: string | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  pix_fmt?: string;
}

const rate = (fraction = '0/1') => {
  const [num, den] = fraction.split('/').map(Number);
  return den ? num! / den : 0;
};

export async function probeVideo(path: string): Promise<ProbedVideo> {
  const { stdout } = await runTool('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    path,
  ]);
  const probed = JSON.parse(stdout) as {
    streams?: FfprobeStream[];
    format?: { duration?: string };
  };
  const video = probed.streams?.find((stream) => stream.codec_type === 'video');
  const audio = probed.streams?.find((stream) => stream.codec_type === 'audio');
  return {
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    durationSec: Number(probed.format?.duration ?? 0),
    fps: rate(video?.avg_frame_rate),
    pixelFormat: video?.pix_fmt ?? null,
  };
}

/** The audio's mean volume in dB (ffmpeg's volumedetect): about -91 for silence. */
export async function meanVolumeOf(path: string): Promise<number> {
  const { stderr } = await runTool('ffmpeg', [
    '-hide_banner',
    '-i',
    path,
    '-af',
    'volumedetect',
    '-vn',
    '-f',
    'null',
    '-',
  ]);
  const found = stderr.match(/mean_volume:\s*(-?[\d.]+) dB/u);
  if (!found) throw new Error('ffmpeg reported no volume');
  return Number(found[1]);
}
