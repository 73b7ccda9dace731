import { describe, expect, it } from 'vitest';
import { checkHost, systemResolver, type HostPolicy, type ResolvedAddress } from '../../../../../main/core/services/web-fetch/resolve-host.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';

const answering = (addresses: ResolvedAddress[]): HostPolicy['resolve'] => async () => addresses;
const policy = (resolve: HostPolicy['resolve'], allowed: readonly string[] = []): HostPolicy => ({ resolve, allowsRestricted: (host) => allowed.includes(host) });

describe('checking a host before connecting', () => {
  it('lets public hosts through with the addresses to connect to', async () => {
    const addresses: ResolvedAddress[] = [{ address: '93.184.215.14', family: 4 }, { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }];
    expect(await checkHost(new URL('https://Example.COM/x'), policy(answering(addresses)))).toEqual({ host: 'example.com', addresses });
  });

  it('refuses a host when any of its addresses is restricted, naming the rule that would allow it', async () => {
    const mixed = policy(answering([{ address: '93.184.215.14', family: 4 }, { address: '10.1.2.3', family: 4 }]));
    const error = await serviceFailure(checkHost(new URL('https://intranet.example/'), mixed));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe(
      'intranet.example resolves to 10.1.2.3, a private address. WebFetch reaches loopback, private and link-local addresses only when a permission rule allows the host: ' +
        'add "WebFetch(domain:intranet.example)" to permissions.allow in .deft/settings.json or .claude/settings.json.',
    );
  });

  it('resolves names with the system resolver: localhost is loopback', async () => {
    const error = await serviceFailure(checkHost(new URL('http://localhost:8080/'), policy(systemResolver)));
    expect(error.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address\./);
    expect(error.message).toContain('WebFetch(domain:localhost)');
  });

  it('checks address literals without DNS', async () => {
    const unused: HostPolicy['resolve'] = () => Promise.reject(new Error('DNS must not be asked'));
    expect((await serviceFailure(checkHost(new URL('http://169.254.169.254/latest/meta-data'), policy(unused)))).message).toMatch(
      /^169\.254\.169\.254 is a link-local address\./,
    );
    expect((await serviceFailure(checkHost(new URL('http://[::1]:3000/'), policy(unused)))).message).toContain('a rule cannot name an IPv6 address');
    expect((await serviceFailure(checkHost(new URL('http://0.0.0.0/'), policy(unused)))).message).toContain('an unspecified address');
  });

  it('lets a restricted host through when a rule allows it, saying which range it is in', async () => {
    const allowed = await checkHost(new URL('http://127.0.0.1:5173/'), policy(systemResolver, ['127.0.0.1']));
    expect(allowed).toEqual({ host: '127.0.0.1', addresses: [{ address: '127.0.0.1', family: 4 }], restricted: 'loopback' });
  });

  it('says when a host does not exist', async () => {
    const error = await serviceFailure(checkHost(new URL('https://no-such-host.invalid/'), policy(systemResolver)));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('The host no-such-host.invalid could not be found');
  });
});
