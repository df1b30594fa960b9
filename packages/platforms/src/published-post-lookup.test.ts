import type { PublishedPostQuery } from './platform-adapter.js';
import {
  comparableText,
  findInListedPosts,
  MAX_LOOKUP_PAGES,
  type ListedPost,
} from './published-post-lookup.js';

const SINCE = new Date('2026-11-02T10:00:00Z');
const query = (text: string): PublishedPostQuery => ({ text, media: [], since: SINCE });
const post = (id: string, text: string, createdAt = '2026-11-02T10:00:05Z'): ListedPost => ({
  id,
  url: `https://platform.test/${id}`,
  text,
  createdAt: new Date(createdAt),
});

describe('finding a post among the account’s recent posts', () => {
  it('when platforms give the text back with entities, shortened links and other spacing, then it still compares equal', () => {
    expect(comparableText('Tea &amp; cake &lt;3\n\nhttps://t.co/x1')).toBe(
      comparableText('Tea & cake <3  https://example.com/menu?day=1'),
    );
    expect(comparableText('Tea & cake')).not.toBe(comparableText('Tea & cakes'));
  });

  it('when the matching post was created before the claim, then it is not the one looked for', async () => {
    const found = await findInListedPosts(query('Hello'), async () => ({
      posts: [post('old', 'Hello', '2026-11-02T09:59:00Z')],
    }));
    expect(found).toBeNull();
  });

  it('when every page was read without the post reaching the end, then the answer is unknown', async () => {
    let pages = 0;
    const found = await findInListedPosts(query('Hello'), async () => {
      pages += 1;
      return { posts: [post(`p${pages}`, 'Other')], next: `page-${pages + 1}` };
    });
    expect(found).toBe('unknown');
    expect(pages).toBe(MAX_LOOKUP_PAGES);
  });

  it('when a newest-first list reaches back before the claim, then reading stops and a miss is definite', async () => {
    let pages = 0;
    const found = await findInListedPosts(
      query('Hello'),
      async () => {
        pages += 1;
        return {
          posts: [post('new', 'Other'), post('older', 'Hello', '2026-11-01T08:00:00Z')],
          next: 'more',
        };
      },
      { newestFirst: true },
    );
    expect(found).toBeNull();
    expect(pages).toBe(1);
  });

  it('when the post has no text to recognise it by, then nothing is read and the answer is unknown', async () => {
    let pages = 0;
    const found = await findInListedPosts(query('  https://only.a/link '), async () => {
      pages += 1;
      return { posts: [post('p', '')] };
    });
    expect(found).toBe('unknown');
    expect(pages).toBe(0);
  });
});
