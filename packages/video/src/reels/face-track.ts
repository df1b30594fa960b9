import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runFfmpeg } from '../run-tool.js';

/** OpenCV's frontal face cascade, as Debian's `opencv-data` installs it. */
export const FACE_CASCADE_PATH =
  '/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml';

/** A face found in a sampled frame, in fractions of the frame (0 to 1). */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One sampled frame: its time from the clip's start and the faces found in it. */
export interface FaceSample {
  t: number;
  faces: FaceBox[];
}

export interface FaceSamples {
  samples: FaceSample[];
  /** The sampled frames' shape (width over height), as the picture is shown (rotation applied). */
  aspect: number;
}

/** A gray picture: one byte a pixel, row after row. */
export interface GrayFrame {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface FaceDetector {
  detect(frame: GrayFrame): FaceBox[];
}

/** Frames a second looked at for faces, and their width (a face is found as well at this size, far cheaper). */
export const FACE_SAMPLE_FPS = 3;
export const FACE_SAMPLE_WIDTH = 384;
/** Faces smaller than this share of the frame's height are left out (a crowd, a poster on a wall). */
const MIN_FACE_SHARE = 0.09;

/** The little of opencv.js used here. */
interface OpenCv {
  Mat: new (
    rows: number,
    cols: number,
    type: number,
  ) => {
    data: Uint8Array;
    delete(): void;
  };
  CV_8UC1: number;
  Size: new (width: number, height: number) => unknown;
  RectVector: new () => {
    size(): number;
    get(index: number): { x: number; y: number; width: number; height: number };
    delete(): void;
  };
  CascadeClassifier: new () => {
    load(path: string): boolean;
    detectMultiScale(
      image: unknown,
      found: unknown,
      scaleFactor: number,
      minNeighbors: number,
      flags: number,
      minSize: unknown,
      maxSize: unknown,
    ): void;
  };
  FS_createDataFile(
    parent: string,
    name: string,
    data: Uint8Array,
    canRead: boolean,
    canWrite: boolean,
    canOwn: boolean,
  ): void;
  then?: unknown;
}

/**
 * opencv.js, loaded once per process on first use (7 MB of JavaScript with its WebAssembly
 * inside: nothing is fetched). Emscripten's start-up adds process handlers that turn any
 * unhandled rejection into an abort; they are removed, so the host process keeps its own rules.
 */
let openCvLoad: Promise<OpenCv> | null = null;
function loadOpenCv(): Promise<OpenCv> {
  openCvLoad ??= (async () => {
    const listeners = () => [
      ...process.listeners('uncaughtException').map((each) => ['uncaughtException', each] as const),
      ...process
        .listeners('unhandledRejection')
        .map((each) => ['unhandledRejection', each] as const),
    ];
    const before = new Set(listeners().map(([, listener]) => listener));
    try {
      const require = createRequire(import.meta.url);
      const module = require('@techstark/opencv-js') as OpenCv;
      // The module is a "thenable" that resolves to itself: awaited as it is it never settles.
      return await new Promise<OpenCv>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('opencv.js did not start')), 60_000);
        const ready = (cv: OpenCv) => {
          clearTimeout(timer);
          delete cv.then;
          resolve(cv);
        };
        if (typeof module.then === 'function') {
          (module.then as (callback: (cv: OpenCv) => void) => void)(ready);
        } else ready(module);
      });
    } finally {
      for (const [event, listener] of listeners()) {
        if (!before.has(listener)) process.removeListener(event, listener);
      }
    }
  })();
  return openCvLoad;
}

/** One detector per cascade file, made once per process. */
const detectors = new Map<string, Promise<FaceDetector>>();

/**
 * The Haar cascade face detector (opencv.js), or a rejection saying why there is none (the
 * cascade file missing, the module failing to load).
 */
export function faceDetector(cascadePath: string = FACE_CASCADE_PATH): Promise<FaceDetector> {
  let made = detectors.get(cascadePath);
  if (!made) {
    made = (async () => {
      const cascade = await readFile(cascadePath).catch(() => {
        throw new Error(`no face cascade at ${cascadePath} (the opencv-data package)`);
      });
      const cv = await loadOpenCv();
      const name = `cascade-${detectors.size}.xml`;
      cv.FS_createDataFile('/', name, cascade, true, false, false);
      const classifier = new cv.CascadeClassifier();
      if (!classifier.load(name)) throw new Error(`opencv.js could not read ${cascadePath}`);
      return {
        detect(frame: GrayFrame): FaceBox[] {
          const image = new cv.Mat(frame.height, frame.width, cv.CV_8UC1);
          const found = new cv.RectVector();
          try {
            image.data.set(frame.pixels.subarray(0, frame.width * frame.height));
            const min = Math.max(16, Math.round(frame.height * MIN_FACE_SHARE));
            classifier.detectMultiScale(
              image,
              found,
              1.1,
              4,
              0,
              new cv.Size(min, min),
              new cv.Size(0, 0),
            );
            const faces: FaceBox[] = [];
            for (let index = 0; index < found.size(); index += 1) {
              const box = found.get(index);
              faces.push({
                x: box.x / frame.width,
                y: box.y / frame.height,
                width: box.width / frame.width,
                height: box.height / frame.height,
              });
            }
            return faces;
          } finally {
            image.delete();
            found.delete();
          }
        },
      };
    })();
    // A failed load is not kept: the next clip may try again (a package installed meanwhile).
    made.catch(() => detectors.delete(cascadePath));
    detectors.set(cascadePath, made);
  }
  return made;
}

/** Binary PGM pictures one after another (ffmpeg's `image2pipe` of `pgm`), as gray frames. */
export function pgmFramesOf(bytes: Uint8Array): GrayFrame[] {
  const frames: GrayFrame[] = [];
  let at = 0;
  const token = () => {
    // Whitespace and comments between the header's fields.
    while (at < bytes.length) {
      const byte = bytes[at]!;
      if (byte === 0x23) while (at < bytes.length && bytes[at] !== 0x0a) at += 1;
      else if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) at += 1;
      else break;
    }
    const from = at;
    while (at < bytes.length && bytes[at]! > 0x20) at += 1;
    return Buffer.from(bytes.subarray(from, at)).toString('latin1');
  };
  while (at < bytes.length) {
    if (token() !== 'P5') break;
    const width = Number(token());
    const height = Number(token());
    const max = Number(token());
    at += 1; // the single whitespace before the pixels
    const size = width * height * (max > 255 ? 2 : 1);
    if (!(width > 0 && height > 0) || at + size > bytes.length) break;
    frames.push({ width, height, pixels: bytes.subarray(at, at + size) });
    at += size;
  }
  return frames;
}

/**
 * The faces in [start, end] of the source, a few frames a second: ffmpeg decodes the range once,
 * small and gray (written to `framesPath`, removed after), and the cascade reads each frame.
 */
export async function sampleFaces(
  detector: FaceDetector,
  sourcePath: string,
  start: number,
  end: number,
  framesPath: string,
  signal?: AbortSignal,
): Promise<FaceSamples> {
  try {
    await runFfmpeg(
      [
        '-ss',
        start.toFixed(3),
        '-t',
        (end - start).toFixed(3),
        '-an',
        '-sn',
        '-i',
        sourcePath,
        '-map',
        '0:v:0',
        '-vf',
        `fps=${FACE_SAMPLE_FPS},scale=${FACE_SAMPLE_WIDTH}:-2:flags=area,format=gray`,
        '-f',
        'image2pipe',
        '-c:v',
        'pgm',
        framesPath,
      ],
      { signal, timeoutMs: 600_000 },
    );
    const frames = pgmFramesOf(await readFile(framesPath));
    const samples: FaceSample[] = [];
    for (const [index, frame] of frames.entries()) {
      signal?.throwIfAborted();
      samples.push({ t: index / FACE_SAMPLE_FPS, faces: detector.detect(frame) });
    }
    const first = frames[0];
    return { samples, aspect: first ? first.width / first.height : 16 / 9 };
  } finally {
    await rm(framesPath, { force: true });
  }
}
