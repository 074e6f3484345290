import { isCrossSite } from './same-origin';

describe('isCrossSite', () => {
  const host = { host: 'clinic.example:3000' };

  it('never blocks reads', () => {
    expect(isCrossSite('GET', { ...host, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isCrossSite('HEAD', { ...host, origin: 'https://evil.example' })).toBe(false);
  });

  it('trusts the browser\'s Sec-Fetch-Site when present', () => {
    expect(isCrossSite('POST', { ...host, 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(isCrossSite('POST', { ...host, 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSite('POST', { ...host, 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(isCrossSite('DELETE', { ...host, 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it('compares Origin with Host otherwise', () => {
    expect(isCrossSite('PUT', { ...host, origin: 'http://clinic.example:3000' })).toBe(false);
    expect(isCrossSite('PUT', { ...host, origin: 'http://clinic.example:4000' })).toBe(true);
    // Same host, other scheme: another origin.
    expect(isCrossSite('PUT', { ...host, origin: 'https://clinic.example:3000' })).toBe(true);
    expect(isCrossSite('PUT', { ...host, origin: 'https://clinic.example:3000' }, 'https')).toBe(false);
    expect(isCrossSite('PUT', { ...host, origin: 'http://clinic.example:3000' }, 'https')).toBe(true);
    expect(isCrossSite('PUT', { ...host, origin: 'null' })).toBe(true);
    expect(isCrossSite('PUT', { ...host, origin: 'not a url' })).toBe(true);
  });

  it('lets non-browser clients (no Origin, no Sec-Fetch-Site) through', () => {
    expect(isCrossSite('POST', host)).toBe(false);
  });
});
