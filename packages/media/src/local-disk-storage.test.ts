import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage.js';
import {
  copyStoredFile,
  InvalidMediaKeyError,
  isStored,
  isValidMediaKey,
} from './media-storage.js';

describe('media on the local disk', () => {
  const base = mkdtempSync(join(tmpdir(), 'postcraft-media-'));
  const root = join(base, 'media');
  const storage = new LocalDiskStorage({ rootDir: root });
  // A file beside the storage folder that no key may reach.
  writeFileSync(join(base, 'secrets.json'), '{"secret":true}');

  it('when a stored file is copied out for a render, then its bytes land at the path; a missing one writes nothing', async () => {
    await storage.put('photos/u1/clip.mp4', Buffer.from('mp4 bytes'), 'video/mp4');
    const target = join(base, 'copied.mp4');
    expect(await isStored(storage, 'photos/u1/clip.mp4')).toBe(true);
    expect(await copyStoredFile(storage, 'photos/u1/clip.mp4', target)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('mp4 bytes');

    const missing = join(base, 'missing.mp4');
    expect(await isStored(storage, 'photos/u1/gone.mp4')).toBe(false);
    expect(await copyStoredFile(storage, 'photos/u1/gone.mp4', missing)).toBe(false);
    expect(existsSync(missing)).toBe(false);
  });

  it('when a file is put, then it is on disk under its key and served back at its URL', async () => {
    const stored = await storage.put('logos/u1/abc.png', Buffer.from('png bytes'), 'image/png');
    expect(stored).toEqual({ key: 'logos/u1/abc.png', url: '/media/logos/u1/abc.png' });
    expect(readFileSync(join(root, 'logos', 'u1', 'abc.png'), 'utf8')).toBe('png bytes');

    const opened = await storage.read('logos/u1/abc.png');
    expect(opened).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(opened!.body)).toBe('png bytes');
  });

  it('when a local file is put, then it is moved under its key; a refused key still deletes the source', async () => {
    const source = join(base, 'upload-1.upload');
    writeFileSync(source, 'video bytes');
    const stored = await storage.putFile('posts/u1/clip.mp4', source, 'video/mp4');
    expect(stored).toEqual({ key: 'posts/u1/clip.mp4', url: '/media/posts/u1/clip.mp4' });
    expect(readFileSync(join(root, 'posts', 'u1', 'clip.mp4'), 'utf8')).toBe('video bytes');
    expect(existsSync(source)).toBe(false);

    const refused = join(base, 'upload-2.upload');
    writeFileSync(refused, 'bytes');
    await expect(storage.putFile('posts/u1/../x.mp4', refused, 'video/mp4')).rejects.toThrow(
      InvalidMediaKeyError,
    );
    expect(existsSync(refused)).toBe(false);
  });

  it('when a file is deleted, then it is gone and deleting it again is fine', async () => {
    await storage.put('logos/u1/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('logos/u1/gone.webp');
    expect(existsSync(join(root, 'logos', 'u1', 'gone.webp'))).toBe(false);
    expect(await storage.read('logos/u1/gone.webp')).toBeNull();
    await expect(storage.delete('logos/u1/gone.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../secrets.json',
    'logos/../../secrets.json',
    '/etc/passwd',
    'logos/%2e%2e/x.png',
    'logos\\..\\x.png',
    'logos//x.png',
    './x.png',
    'logos/x.svg',
    'logos/x.html',
    'logos/x',
    'C:/x.png',
    '',
  ])(
    'when the key is %j, then it is refused and nothing outside the folder is reached',
    async (key) => {
      expect(isValidMediaKey(key)).toBe(false);
      expect(() => storage.resolveLocalPath(key)).toThrow(InvalidMediaKeyError);
      expect(await storage.read(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        InvalidMediaKeyError,
      );
      await expect(storage.delete(key)).rejects.toThrow(InvalidMediaKeyError);
    },
  );

  it('when the content type does not match the key, then put refuses it', async () => {
    await expect(storage.put('logos/u1/a.png', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(
      /image\/png/,
    );
  });

  it('when a key is resolved, then it is inside the folder', () => {
    expect(storage.resolveLocalPath('logos/u1/a.png')).toBe(join(root, 'logos', 'u1', 'a.png'));
  });

  describe('listing', () => {
    const listing = new LocalDiskStorage({ rootDir: join(base, 'listed') });
    const keysOf = async (prefix: string) => {
      const keys: string[] = [];
      for await (const entry of listing.list(prefix)) keys.push(entry.key);
      return keys.sort();
    };

    beforeAll(async () => {
      await listing.put('logos/u1/a.png', Buffer.from('a'), 'image/png');
      await listing.put('logos/u1/a-thumb.png', Buffer.from('ab'), 'image/png');
      await listing.put('logos/u2/b.webp', Buffer.from('b'), 'image/webp');
      await listing.put('videos/v.mp4', Buffer.from('v'), 'video/mp4');
      // A file being written, a file of no served type, and a link out of the folder.
      writeFileSync(join(base, 'listed', 'logos', 'u1', 'c.png.1a2b3c.part'), 'half');
      writeFileSync(join(base, 'listed', 'logos', 'u1', 'notes.txt'), 'x');
      mkdirSync(join(base, 'outside'), { recursive: true });
      writeFileSync(join(base, 'outside', 'secret.png'), 'secret');
      symlinkSync(join(base, 'outside'), join(base, 'listed', 'logos', 'linked'));
    });

    it('when a folder is listed, then every stored file under it shows with its size and time', async () => {
      expect(await keysOf('logos/')).toEqual([
        'logos/u1/a-thumb.png',
        'logos/u1/a.png',
        'logos/u2/b.webp',
      ]);
      const entries = [];
      for await (const entry of listing.list('logos/u1/')) entries.push(entry);
      const thumb = entries.find((entry) => entry.key === 'logos/u1/a-thumb.png');
      expect(thumb?.size).toBe(2);
      expect(Date.now() - thumb!.modifiedAt.getTime()).toBeLessThan(60_000);
    });

    it('when the prefix ends inside a name or is empty, then keys are matched as text', async () => {
      expect(await keysOf('logos/u')).toEqual([
        'logos/u1/a-thumb.png',
        'logos/u1/a.png',
        'logos/u2/b.webp',
      ]);
      expect(await keysOf('logos/u2')).toEqual(['logos/u2/b.webp']);
      expect(await keysOf('')).toHaveLength(4);
      expect(await keysOf('nothing/')).toEqual([]);
    });

    it.each(['../', 'logos/../../', '/etc/', 'logos/%2e%2e/', 'logos\\..\\'])(
      'when the prefix is %j, then it is refused',
      async (prefix) => {
        await expect(keysOf(prefix)).rejects.toThrow(InvalidMediaKeyError);
      },
    );
  });
});
