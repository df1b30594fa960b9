import { resolveWebhookUrl, WebhookUrlError } from '../src/webhook-url.js';

const production = { allowPrivateNetworks: false, requireHttps: true };
const development = { allowPrivateNetworks: true, requireHttps: false };

const refusal = (raw: string, policy: Parameters<typeof resolveWebhookUrl>[1]) =>
  resolveWebhookUrl(raw, policy).then(
    () => null,
    (error: unknown) => (error instanceof WebhookUrlError ? error.reason : String(error)),
  );

describe('checking a webhook URL', () => {
  it('when production checks private, loopback and metadata URLs, then each is refused after resolution', async () => {
    expect(await refusal('https://10.0.0.5/hook', production)).toBe('address_refused');
    expect(await refusal('https://169.254.169.254/latest/meta-data', production)).toBe(
      'address_refused',
    );
    expect(await refusal('https://[::1]:8443/hook', production)).toBe('address_refused');
    // A name is resolved first: localhost is 127.0.0.1 (and ::1) on every machine.
    expect(await refusal('https://localhost/hook', production)).toBe('address_refused');
  });

  it('when a name resolves to one public and one private address, then it is refused', async () => {
    const lookupAll = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await refusal('https://mixed.example/hook', { ...production, lookupAll })).toBe(
      'address_refused',
    );
  });

  it('when production checks plain http, credentials, other schemes or nonsense, then each gets its reason', async () => {
    expect(await refusal('http://93.184.215.14/hook', production)).toBe('https_required');
    expect(await refusal('https://user:pass@93.184.215.14/hook', production)).toBe(
      'credentials_in_url',
    );
    expect(await refusal('ftp://93.184.215.14/hook', production)).toBe('invalid_url');
    expect(await refusal('not a url', production)).toBe('invalid_url');
    expect(await refusal('https://name.invalid/hook', production)).toBe('unresolvable');
  });

  it('when development allows private networks, then a loopback receiver passes but metadata stays refused', async () => {
    const resolved = await resolveWebhookUrl('http://localhost:4010/hook', development);
    expect(['127.0.0.1', '::1']).toContain(resolved.address);
    expect(resolved.url.pathname).toBe('/hook');
    expect(await refusal('http://169.254.169.254/', development)).toBe('address_refused');
    expect(await refusal('http://[fe80::1]/', development)).toBe('address_refused');
  });

  it('when a public address is checked, then it resolves to itself', async () => {
    await expect(
      resolveWebhookUrl('https://93.184.215.14:8443/a?b=1', production),
    ).resolves.toMatchObject({
      address: '93.184.215.14',
      family: 4,
    });
  });
});
