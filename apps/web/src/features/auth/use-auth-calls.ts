import { memberEndpoints } from '@songstats/contract';
import { normaliseEmail } from '@songstats/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../session/session-store';

// One TanStack Query hook per call of spec §7 "Authentication and members" used by the auth pages.

export function useRequestMagicToken() {
  return useMutation({
    mutationFn: (input: { email: string; target?: string }) =>
      // spec §5: emails are lower-cased before the call.
      api.request(memberEndpoints.requestMagicToken, {
        body: { email: normaliseEmail(input.email), target: input.target ?? null },
      }),
  });
}

export function useMagicSignup() {
  return useMutation({
    mutationFn: (input: { name: string; email: string }) =>
      api.request(memberEndpoints.magicSignup, {
        body: {
          name: input.name,
          email: normaliseEmail(input.email),
          signupPlatform: 'web',
          entryCode: useSession.getState().entryCode,
        },
      }),
  });
}

export function useMagicLogin() {
  return useMutation({
    mutationFn: (magicToken: string) =>
      api.request(memberEndpoints.magicLogin, {
        body: { magicToken, entryCode: useSession.getState().entryCode, service: 'songstats' },
      }),
    onSuccess: ({ messages: _messages, ...login }) => useSession.getState().setLogin(login),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (input: { email: string; token: string }) =>
      api.request(memberEndpoints.confirmEmail, {
        body: {
          email: normaliseEmail(input.email),
          token: input.token,
          entryCode: useSession.getState().entryCode,
        },
      }),
    onSuccess: ({ messages: _messages, ...login }) => useSession.getState().setLogin(login),
  });
}
