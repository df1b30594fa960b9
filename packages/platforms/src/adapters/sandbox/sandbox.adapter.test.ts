import type { AccountCredentials, PublishedPostQuery } from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createSandboxAdapter } from './sandbox.adapter.js';

const REFERENCE = '6650f1c2a9b3c4d5e6f70812:sandbox';

let standIn: StandInServer;

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'sba_1',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: 'acct-1', username: 'studio', metadata: {} },
};

const adapter = () =>
  createSandboxAdapter({ credentials: { clientId: 'c', clientSecret: 's' }, baseUrl: standIn.url });

function findPublished(query: Partial<PublishedPostQuery> = {}) {
  const sandbox = adapter();
  if (!sandbox.findPublished) throw new Error('The sandbox adapter looks posts up');
  return sandbox.findPublished(account, {
    text: 'Hello',
    media: [],
    since: new Date(),
    reference: REFERENCE,
    ...query,
  });
}

describe('Sandbox: a post carries our reference and is found by it', () => {
  it('when a post is published, then the create sends the reference', async () => {
    standIn.route('POST /api/posts', () => ({ status: 201, json: { id: 'p1', url: 'u1' } }));
    await adapter().publish(account, { text: 'Hello', media: [], reference: REFERENCE });
    expect(standIn.requests[0]?.json).toMatchObject({ text: 'Hello', reference: REFERENCE });
  });

  it('when the sandbox has a post with the reference, then it is found', async () => {
    standIn.route('GET /api/posts', (request) => ({
      json: {
        posts:
          request.query.get('reference') === REFERENCE
            ? [{ id: 'p1', url: `${standIn.url}/@studio/posts/p1`, createdAt: new Date() }]
            : [],
      },
    }));
    expect(await findPublished()).toEqual({ id: 'p1', url: `${standIn.url}/@studio/posts/p1` });
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer sba_1');
  });

  it('when the sandbox has none, then it is not there (null)', async () => {
    standIn.route('GET /api/posts', () => ({ json: { posts: [] } }));
    expect(await findPublished()).toBeNull();
  });

  it('when there is no reference to look for, then the sandbox is not asked and the answer is unknown', async () => {
    expect(await findPublished({ reference: undefined })).toBe('unknown');
    expect(standIn.requests).toHaveLength(0);
  });

  it('when the sandbox fails, then the lookup fails with its reason', async () => {
    standIn.route('GET /api/posts', () => ({
      status: 500,
      json: { error: 'server_error', error_description: 'Sandbox is down' },
    }));
    const error = await platformFailure(findPublished());
    expect(error).toMatchObject({ kind: 'provider_error', message: 'Sandbox is down' });
  });
});
