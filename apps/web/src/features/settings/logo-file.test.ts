import { checkLogoFile } from './logo-file';

const MB = 1024 * 1024;

describe('checkLogoFile', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.tiff', 'image/tiff'],
    ['logo.bmp', 'image/bmp'],
    ['scan.tif', ''],
  ])('when %s (%s) is picked, then it is accepted', (name, type) => {
    expect(checkLogoFile({ name, type, size: 2 * MB })).toBeNull();
  });

  it('when a file is not one of the image types, then it is refused', () => {
    expect(checkLogoFile({ name: 'logo.gif', type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkLogoFile({ name: 'notes', type: '', size: 10 })).toBe('wrongType');
  });

  it('when an image is over 50 MB, then it is refused; exactly 50 MB passes', () => {
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 50 * MB + 1 })).toBe('tooLarge');
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 50 * MB })).toBeNull();
  });
});
