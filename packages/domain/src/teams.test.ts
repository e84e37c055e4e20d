import { describe, expect, it } from 'vitest';
import {
  canManageTeam,
  INVITATION_LIFETIME_MS,
  TEAM_LIMITS,
  TEAM_TEXTS,
  teamMemberStatus,
} from './teams';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('team roles and statuses (issue 22, spec §2 Team management table)', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
  ] as const)('%s manages the team: %s', (role, manages) => {
    expect(canManageTeam(role)).toBe(manages);
  });

  it.each([
    [{ status: 'active', expiresAt: null }, 'active'],
    [{ status: 'invited', expiresAt: new Date(NOW.getTime() + 1000) }, 'invited'],
    [{ status: 'invited', expiresAt: NOW }, 'expired'],
    [{ status: 'invited', expiresAt: null }, 'expired'],
  ] as const)('%o is %s', (row, status) => {
    expect(teamMemberStatus(row, NOW)).toBe(status);
  });

  it('lets an invitation live 7 days', () => {
    expect(INVITATION_LIFETIME_MS).toBe(7 * 24 * 3600 * 1000);
    expect(TEAM_TEXTS.invited('a@b.com')).toContain('expires in 7 days');
  });
});

describe('team limits (issue 22)', () => {
  it('names the limit it refuses with, and when to try again', () => {
    expect(TEAM_TEXTS.teamFull).toContain(`${TEAM_LIMITS.maxMembers} members`);
    expect(TEAM_TEXTS.tooManyInvitations(90)).toMatch(
      /20 invitations within 24 hours.*in 1 hour\.$/,
    );
    expect(TEAM_TEXTS.tooManyInvitations(5 * 3600 + 1)).toMatch(/in 6 hours\.$/);
  });

  it('words roles and names', () => {
    expect(TEAM_TEXTS.roleChanged('Ann', 'admin')).toBe('Ann is now an admin of the team.');
    expect(TEAM_TEXTS.roleChanged('Ann', 'member')).toBe('Ann is now a member of the team.');
    expect(TEAM_TEXTS.teamName('Olga')).toBe("Olga's Team");
  });
});
