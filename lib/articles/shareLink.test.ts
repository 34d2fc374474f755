import { shareLink, shareOrCopy } from './shareLink';

describe('shareLink', () => {
  it('adds the sharer’s code and keeps the page query', () => {
    expect(shareLink('https://app.example/home/inforDetail?id=7', 'AB12CD')).toBe(
      'https://app.example/home/inforDetail?id=7&shareCode=AB12CD',
    );
  });

  it('replaces a code already in the address, in either spelling, and drops the hash', () => {
    expect(shareLink('https://app.example/home/inforDetail?id=7&sharecode=OLD#top', 'NEW1')).toBe(
      'https://app.example/home/inforDetail?id=7&shareCode=NEW1',
    );
  });

  it('shares the plain page when the user has no code', () => {
    expect(shareLink('https://app.example/home/inforDetail?id=7&shareCode=OLD', null)).toBe('https://app.example/home/inforDetail?id=7');
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'An article', url: 'https://app.example/x?shareCode=AB12' };

  it('uses the Web Share API where present', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const copy = jest.fn();
    await expect(shareOrCopy(data, copy, { share, canShare: () => true })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as a cancel', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(shareOrCopy(data, jest.fn(), { share, canShare: () => true })).resolves.toBe('cancelled');
  });

  it('copies the link when there is no share sheet, or it refuses', async () => {
    const copy = jest.fn().mockResolvedValue(true);
    await expect(shareOrCopy(data, copy, undefined)).resolves.toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
    const refusing = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(shareOrCopy(data, copy, { share: refusing, canShare: () => true })).resolves.toBe('copied');
  });

  it('reports a failed copy', async () => {
    await expect(shareOrCopy(data, jest.fn().mockResolvedValue(false), undefined)).resolves.toBe('failed');
  });
});
