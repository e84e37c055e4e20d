import { integrationEndpoints, managementEndpoints, socialEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

const integrationsKey = (idUnique: string) => ['managements', 'data_integrations', idUnique];

/** GET /managements/data_integrations: the profile's links and the logins they came through. */
export function useDataIntegrations(idUnique: string | null) {
  return useQuery({
    queryKey: integrationsKey(idUnique ?? ''),
    enabled: idUnique !== null,
    queryFn: ({ signal }) =>
      api.request(integrationEndpoints.dataIntegrations, {
        query: { idUnique: idUnique ?? '' },
        signal,
      }),
  });
}

/** Every change reads the profile again (its links are also on the profile page). */
function useIntegrationMutation<Input>(
  idUnique: string,
  call: (input: Input) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsKey(idUnique) }),
        queryClient.invalidateQueries({ queryKey: ['managements', 'get_account_info', idUnique] }),
      ]),
  });
}

export function useRemoveSourceObject(idUnique: string) {
  return useIntegrationMutation(idUnique, (input: { type: string; sourceObjectId: number }) =>
    api.request(managementEndpoints.removeSourceObject, { query: input }),
  );
}

export function useToggleAlpha(idUnique: string) {
  return useIntegrationMutation(idUnique, (input: { type: string; sourceObjectId: number }) =>
    api.request(managementEndpoints.toggleAlpha, { body: input }),
  );
}

export function useAddSourceObject(idUnique: string) {
  return useIntegrationMutation(idUnique, (input: { type: string; link: string }) =>
    api.request(managementEndpoints.addSourceObject, { body: { uObjectId: idUnique, ...input } }),
  );
}

type SourceObjectType = 'artist' | 'label' | 'creator';

export function useAuthorizeGoogle(idUnique: string) {
  return useIntegrationMutation(
    idUnique,
    (input: { sourceObjectType: SourceObjectType; accessToken: string }) =>
      api.request(socialEndpoints.authorizeGoogle, {
        body: {
          sourceObjectType: input.sourceObjectType,
          sourceObjectId: idUnique,
          googleResponse: { access_token: input.accessToken },
          platform: 'web',
        },
      }),
  );
}

export function useAuthorizeFacebook(idUnique: string) {
  return useIntegrationMutation(
    idUnique,
    (input: { sourceObjectType: SourceObjectType; accessToken: string }) =>
      api.request(socialEndpoints.authorizeFacebook, {
        body: {
          sourceObjectType: input.sourceObjectType,
          sourceObjectId: idUnique,
          facebookResponse: { accessToken: input.accessToken },
        },
      }),
  );
}

/** POST /auth/twitter_request_token: where the member signs in to Twitter for the profile. */
export function useTwitterRequestToken(idUnique: string) {
  return useMutation({
    mutationFn: () => api.request(socialEndpoints.twitterRequestToken, { body: { idUnique } }),
  });
}

/** POST /auth/twitter_access_token: Twitter's callback fields connect the account. */
export function useTwitterAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { oauthToken: string; oauthVerifier: string }) =>
      api.request(socialEndpoints.twitterAccessToken, { body: input }),
    onSuccess: ({ idUnique }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsKey(idUnique) }),
        queryClient.invalidateQueries({ queryKey: ['managements', 'get_account_info', idUnique] }),
      ]),
  });
}
