import { prepareAvatar } from './avatar';
import { blobToDataUrl, compressImageToJpeg } from './compressImage';

// The canvas work is the browser's; here it succeeds, and the read back of its JPEG is what is tried.
jest.mock('./compressImage', () => ({ compressImageToJpeg: jest.fn(), blobToDataUrl: jest.fn() }));

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

beforeEach(() => {
  jest.mocked(compressImageToJpeg).mockResolvedValue({ ok: true, blob: jpeg, width: 64, height: 64, quality: 0.9 });
});

describe('prepareAvatar', () => {
  it('gives the JPEG as a data URL with its size', async () => {
    jest.mocked(blobToDataUrl).mockResolvedValue('data:image/jpeg;base64,/9j/');
    expect(await prepareAvatar(jpeg)).toEqual({ ok: true, dataUrl: 'data:image/jpeg;base64,/9j/', bytes: 3, width: 64, height: 64 });
  });

  it('says the picture cannot be used when the browser cannot read its JPEG back, rather than throwing', async () => {
    jest.mocked(blobToDataUrl).mockRejectedValue(new DOMException('The requested file could not be read', 'NotReadableError'));
    expect(await prepareAvatar(jpeg)).toEqual({ ok: false, error: 'unreadable' });
  });
});
