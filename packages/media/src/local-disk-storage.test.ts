import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage.js';
import { InvalidMediaKeyError, isValidMediaKey } from './media-storage.js';

describe('media on the local disk', () => {
  const base = mkdtempSync(join(tmpdir(), 'postcraft-media-'));
  const root = join(base, 'media');
  const storage = new LocalDiskStorage({ rootDir: root });
  // A file beside the storage folder that no key may reach.
  writeFileSync(join(base, 'secrets.json'), '{"secret":true}');

  it('when a file is put, then it is on disk under its key and served back at its URL', async () => {
    const stored = await storage.put('logos/u1/abc.png', Buffer.from('png bytes'), 'image/png');
    expect(stored).toEqual({ key: 'logos/u1/abc.png', url: '/media/logos/u1/abc.png' });
    expect(readFileSync(join(root, 'logos', 'u1', 'abc.png'), 'utf8')).toBe('png bytes');

    const opened = await storage.read('logos/u1/abc.png');
    expect(opened).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(opened!.body)).toBe('png bytes');
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
});
