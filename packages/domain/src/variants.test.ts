import { describe, expect, it } from 'vitest';
import { resolveVariant, SETTINGS_TABS, VARIANTS, variantPorts } from './variants';

describe('variants (spec §1, §2)', () => {
  it.each([
    ['localhost:8000', 'main'],
    ['localhost:8001', 'links'],
    ['localhost:8002', 'presave'],
    ['127.0.0.1:8003', 'radio'],
    ['localhost:8004', 'playlistcheck'],
    ['localhost:8005', 'social'],
    ['radiostats.com', 'radio'],
    ['APP.SocialStats.com', 'social'],
    ['playlistchecker.com:443', 'playlistcheck'],
    ['example.org', 'main'],
    ['localhost:9999', 'main'],
    [undefined, 'main'],
  ])('spec §1: host %s serves the %s variant', (host, expected) => {
    expect(resolveVariant(host).id).toBe(expected);
  });

  it('spec §1: local ports run from 8000 to 8005 in registry order', () => {
    expect(Object.values(VARIANTS).map((variant) => variant.localPort)).toEqual([
      8000, 8001, 8002, 8003, 8004, 8005,
    ]);
  });

  it('resolves by the configured ports when the server runs on another base port', () => {
    expect(resolveVariant('localhost:8103', variantPorts(8100)).id).toBe('radio');
    expect(resolveVariant('localhost:8003', variantPorts(8100)).id).toBe('main');
  });

  it.each([
    [
      'main',
      'Activities, Integrations, Favorite Sources, Notifications, Professional Plan, Subscriptions, Teams, Account',
    ],
    ['radio', 'Activities, Professional Plan, Subscriptions, Teams, Account'],
    ['playlistcheck', 'Professional Plan, Subscriptions, Teams, Account'],
    ['social', 'Activities, Integrations, Professional Plan, Subscriptions, Teams, Account'],
  ] as const)('spec §2: the %s variant has the settings tabs %s', (id, tabs) => {
    expect(VARIANTS[id].settingsTabs.map((tab) => SETTINGS_TABS[tab].label).join(', ')).toBe(tabs);
  });

  it('spec §2: subscription management is the default settings page of the playlist-checking variant', () => {
    expect(VARIANTS.playlistcheck.defaultSettingsPath).toBe('/settings/subscription-management');
  });

  it('spec §1: the radio and playlist-checking taglines', () => {
    expect(VARIANTS.radio.tagline).toContain('50,000+ radio stations');
    expect(VARIANTS.playlistcheck.tagline).toContain('contact info for every playlist');
    expect(VARIANTS.main.tagline).toBe('Every major playlist, chart position and milestone.');
  });

  it('spec §2: admin menus show only on the main and social variants', () => {
    expect(
      Object.values(VARIANTS)
        .filter((v) => v.showsAdminMenu)
        .map((v) => v.id),
    ).toEqual(['main', 'social']);
  });
});
