import type { AccountCredentials, PublishedPostQuery } from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createPinterestAdapter } from './pinterest.adapter.js';

const CLAIMED_AT = new Date('2026-11-20T10:00:00Z');

let standIn: StandInServer;
beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'pina_access',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: 'u1', username: 'maker', metadata: { boardId: 'board-9' } },
};

function findPublished(text: string) {
  const adapter = createPinterestAdapter({
    credentials: { clientId: 'pin-app', clientSecret: 'pin-secret' },
    urls: { api: standIn.url, web: 'https://pins.test' },
  });
  if (!adapter.findPublished) throw new Error('The Pinterest adapter looks pins up');
  const query: PublishedPostQuery = { text, media: [], since: CLAIMED_AT };
  return adapter.findPublished(account, query);
}

const pin = (id: string, description: string, createdAt: string) => ({
  id,
  description,
  created_at: createdAt,
  board_id: 'board-9',
});

describe('Pinterest lookup of a pin whose create got no answer', () => {
  it('when the board holds a pin with the description since the claim, then it is found with its address', async () => {
    standIn.route('GET /v5/boards/board-9/pins', () => ({
      json: {
        items: [
          pin('pin-2', 'Autumn recipes', '2026-11-20T10:00:09'),
          pin('pin-1', 'Autumn recipes', '2026-11-19T08:00:00'),
        ],
        bookmark: 'more',
      },
    }));

    expect(await findPublished('Autumn recipes')).toEqual({
      id: 'pin-2',
      url: 'https://pins.test/pin/pin-2/',
    });
    // The first page already reaches back before the claim: no second page is asked.
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer pina_access');
    expect(standIn.requests[0]?.query.get('page_size')).toBe('100');
  });

  it('when the pins since the claim are on two pages, then the bookmark is followed', async () => {
    standIn.route('GET /v5/boards/board-9/pins', (request) =>
      request.query.get('bookmark') === 'page-2'
        ? {
            json: {
              items: [pin('pin-5', 'Autumn recipes', '2026-11-20T10:00:01')],
              bookmark: null,
            },
          }
        : { json: { items: [pin('pin-6', 'Other', '2026-11-20T10:05:00')], bookmark: 'page-2' } },
    );
    expect(await findPublished('Autumn recipes')).toMatchObject({ id: 'pin-5' });
  });

  it('when no pin since the claim has the description, then it is not there (null)', async () => {
    standIn.route('GET /v5/boards/board-9/pins', () => ({
      json: { items: [pin('pin-1', 'Autumn recipes', '2026-11-19T08:00:00')], bookmark: 'more' },
    }));
    expect(await findPublished('Autumn recipes')).toBeNull();
  });

  it('when Pinterest refuses the read, then the lookup fails with its reason', async () => {
    standIn.route('GET /v5/boards/board-9/pins', () => ({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { code: 8, message: 'You have exceeded your rate limit. Try again later.' },
    }));
    const error = await platformFailure(findPublished('Autumn recipes'));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSec: 30 });
    expect(error.message).toBe('You have exceeded your rate limit. Try again later.');
  });
});
