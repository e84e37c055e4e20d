import { describe, expect, it } from 'vitest';
import { oauth1Header, oauth1Signature, percentEncode } from './oauth1-signature';

describe('OAuth 1.0a signing (RFC 5849 §3.4)', () => {
  it("matches Twitter's documented example signature", () => {
    // developer.twitter.com "Creating a signature": POST statuses/update.json.
    const signature = oauth1Signature(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json',
      {
        status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
        include_entities: 'true',
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1318622958',
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    );
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('percent-encodes as RFC 3986 does', () => {
    expect(percentEncode("Ladies + Gentlemen!*'()")).toBe(
      'Ladies%20%2B%20Gentlemen%21%2A%27%28%29',
    );
  });

  it('puts every oauth field, signed, in the header', () => {
    const header = oauth1Header(
      'GET',
      new URL('https://api.twitter.com/1.1/account/verify_credentials.json?skip_status=true'),
      { consumerKey: 'ck', consumerSecret: 'cs', token: 't', tokenSecret: 'ts' },
      1_318_622_958_000,
      'nonce',
    );
    expect(header).toMatch(/^OAuth oauth_consumer_key="ck", oauth_nonce="nonce", /);
    expect(header).toContain('oauth_timestamp="1318622958"');
    expect(header).toMatch(/oauth_signature="[A-Za-z0-9%]+"$/);
  });
});
