import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../run-tool.js';

/**
 * A drawn frontal face (skin-tone oval, hair, brows, eyes, a lit nose with its shadow, a
 * mouth), shaded enough that OpenCV's frontal face cascade finds it: no photo of a person is
 * shipped or fetched for the tests.
 */
export const FACE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="520" viewBox="0 0 400 520">
  <defs>
    <radialGradient id="skin" cx="50%" cy="45%" r="60%">
      <stop offset="0%" stop-color="#f1c7a5"/>
      <stop offset="70%" stop-color="#d9a27e"/>
      <stop offset="100%" stop-color="#9a6a4e"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
    <filter id="softer"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="400" height="520" fill="#3b2a20"/>
  <ellipse cx="200" cy="270" rx="150" ry="200" fill="url(#skin)"/>
  <path d="M50 230 Q60 60 200 55 Q340 60 350 230 Q330 120 200 110 Q70 120 50 230Z" fill="#2a1a10"/>
  <g filter="url(#soft)">
    <rect x="100" y="195" width="75" height="14" rx="7" fill="#3a2418"/>
    <rect x="225" y="195" width="75" height="14" rx="7" fill="#3a2418"/>
    <ellipse cx="138" cy="240" rx="34" ry="18" fill="#6b4a3a"/>
    <ellipse cx="262" cy="240" rx="34" ry="18" fill="#6b4a3a"/>
  </g>
  <ellipse cx="138" cy="240" rx="24" ry="12" fill="#f4f0ea"/>
  <ellipse cx="262" cy="240" rx="24" ry="12" fill="#f4f0ea"/>
  <circle cx="138" cy="240" r="10" fill="#20140c"/>
  <circle cx="262" cy="240" r="10" fill="#20140c"/>
  <g filter="url(#softer)">
    <path d="M185 250 L175 330 Q200 345 225 330 L215 250Z" fill="#f6d6bc"/>
    <ellipse cx="200" cy="338" rx="34" ry="12" fill="#8a5a40"/>
    <ellipse cx="200" cy="395" rx="55" ry="16" fill="#8a3f36"/>
  </g>
  <path d="M150 392 Q200 410 250 392 Q200 420 150 392Z" fill="#5a2018"/>
</svg>
`;

export interface FaceSourceRequest {
  /** Where the face's centre is in each shot (fractions of the width); null for no face. */
  shots: ReadonlyArray<{ centre: number | null; seconds: number; colour: string }>;
  width: number;
  height: number;
  /** The face's height, a fraction of the frame's. */
  faceShare?: number;
  fps?: number;
  /** A folder for the drawn face. */
  dir: string;
  outPath: string;
}

/**
 * A silent source of shots on flat colours (each change a scene cut), with thin still lines on
 * the background (so a crop that moves shows), and in each shot the drawn face at the place
 * asked, bobbing a little (as a speaker does, so its detections are never quite the same).
 */
export async function buildFaceSource(request: FaceSourceRequest): Promise<string> {
  const svgPath = join(request.dir, 'face.svg');
  await writeFile(svgPath, FACE_SVG);
  const fps = request.fps ?? 25;
  const size = `${request.width}x${request.height}`;
  const faceHeight = Math.round((request.height * (request.faceShare ?? 0.42)) / 2) * 2;
  const faceWidth = Math.round((faceHeight * 400) / 520 / 2) * 2;
  const inputs: string[] = [];
  const filters: string[] = [];
  for (const [index, shot] of request.shots.entries()) {
    // One frame drawn, then repeated (drawgrid on every frame of a large picture is slow).
    inputs.push('-f', 'lavfi', '-i', `color=c=${shot.colour}:s=${size}:r=${fps}:d=${1 / fps}`);
    const frames = Math.round(shot.seconds * fps);
    filters.push(
      `[${index}:v]drawgrid=w=${Math.round(request.width / 19)}:h=ih:t=3:c=white@0.5,format=yuv420p,` +
        `loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB,setsar=1[bg${index}]`,
    );
  }
  const faces = request.shots.filter((shot) => shot.centre !== null).length;
  if (faces > 0) {
    inputs.push('-i', svgPath);
    const labels = Array.from({ length: faces }, (_, index) => `[face${index}]`).join('');
    filters.push(
      `[${request.shots.length}:v]scale=${faceWidth}:${faceHeight},format=rgba${faces > 1 ? `,split=${faces}` : ''}${labels}`,
    );
  }
  let used = 0;
  const labels: string[] = [];
  for (const [index, shot] of request.shots.entries()) {
    if (shot.centre === null) {
      labels.push(`[bg${index}]`);
      continue;
    }
    const x = Math.round(shot.centre * request.width - faceWidth / 2);
    const bob = Math.round(request.height * 0.015);
    filters.push(
      `[bg${index}][face${used}]overlay=x='${x}+${Math.round(bob / 2)}*sin(t*4)':y='(H-h)/2+${bob}*sin(t*3)':eof_action=repeat[shot${index}]`,
    );
    labels.push(`[shot${index}]`);
    used += 1;
  }
  filters.push(`${labels.join('')}concat=n=${labels.length}:v=1:a=0,format=yuv420p[video]`);
  const total = request.shots.reduce((sum, shot) => sum + shot.seconds, 0);
  await runFfmpeg(
    [
      ...inputs,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[video]',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      String(fps),
      '-t',
      total.toFixed(3),
      request.outPath,
    ],
    { timeoutMs: 300_000 },
  );
  return request.outPath;
}
