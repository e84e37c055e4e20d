import {
  ADD_PROFILE_TYPES,
  type AddProfileType,
  addProfileMessageType,
  decideAddCreator,
  decideAddProfile,
  isAddProfileSubmitDisabled,
  PROFILE_OWNERSHIP_TEXTS,
  productTexts,
  TEXTS,
  type VariantId,
} from '@songstats/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { REQUEST_FORM_URL } from '../../app/redirects';
import { variant } from '../../app/variant';
import { Dialog } from '../../components/Dialog';
import { useMessages } from '../messages/message-store';
import { useIsLoggedIn } from '../session/session-store';
import { useCreateAccount } from './use-managements';

/** What the member is told when the profile exists: they follow it, or also claimed it. */
interface FollowedProfile {
  message: string;
  name: string;
  baseUrl: string;
}

/**
 * spec §2, §5: request a new artist, collaborator or label profile. A profile that exists is
 * followed, not handed over; the member may ask to own it (issue 20). On the social product it
 * adds a creator by a TikTok, Instagram, YouTube or Twitch profile link (issue 25).
 */
export function AddProfileDialog({
  onClose,
  variantId = variant.id,
}: {
  onClose: () => void;
  variantId?: VariantId;
}) {
  const isSocial = variantId === 'social';
  const texts = productTexts(variantId).addProfile;
  const [type, setType] = useState<AddProfileType>('artist');
  const [link, setLink] = useState('');
  const [claim, setClaim] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [followed, setFollowed] = useState<FollowedProfile | null>(null);
  const [externalForm, setExternalForm] = useState<AddProfileType | null>(null);
  const isLoggedIn = useIsLoggedIn();
  const createAccount = useCreateAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const show = useMessages((state) => state.show);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const decision = isSocial
      ? decideAddCreator({ link, isLoggedIn })
      : decideAddProfile({ type, link, isLoggedIn });
    if (decision.kind === 'externalForm') {
      // Issue 30: say why a new tab opens before it does.
      setExternalForm(type);
      return;
    }
    if (decision.kind !== 'submit') {
      setError(decision.message);
      return;
    }
    setError(null);
    try {
      const created = await createAccount.mutateAsync({ link: decision.link, claim });
      await queryClient.invalidateQueries({ queryKey: ['managements'] });
      if (addProfileMessageType(created.outcome) === 'info') {
        // Following (or a claim filed) is news the member should read here, not a success.
        setFollowed({
          message: created.message,
          name: created.item.name,
          baseUrl: created.baseUrl,
        });
        return;
      }
      show({ message: created.message, messageType: 'success' });
      onClose();
      navigate(created.baseUrl);
    } catch (failure) {
      // spec §8: the server's message appears in the dialog.
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Dialog title={TEXTS.addProfile.title} onClose={onClose} size="narrow">
      {followed ? (
        <div className="space-y-4">
          <p role="status" className="text-gray-700">
            {followed.message}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => {
                onClose();
                navigate(followed.baseUrl);
              }}
              className="flex-1 rounded-lg bg-ink px-4 py-2 font-medium text-white"
            >
              Open {followed.name}
            </button>
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-gray-300 px-4 py-2"
            >
              Close
            </button>
          </div>
        </div>
      ) : externalForm ? (
        <ExternalFormStep
          type={externalForm}
          onBack={() => setExternalForm(null)}
          onClose={onClose}
        />
      ) : !isLoggedIn ? (
        <p className="text-gray-700">
          {texts.loggedOut}{' '}
          <Link to="/signup" onClick={onClose} className="font-medium underline">
            {TEXTS.header.signUp}
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          {!isSocial && (
            <fieldset className="flex gap-2">
              <legend className="sr-only">Profile type</legend>
              {ADD_PROFILE_TYPES.map((option) => (
                <label key={option} className="flex items-center gap-1 text-sm">
                  <input
                    type="radio"
                    name="profile-type"
                    checked={type === option}
                    onChange={() => setType(option)}
                  />
                  {TEXTS.addProfile.types[option]}
                </label>
              ))}
            </fieldset>
          )}
          <label className="block text-sm font-medium">
            Link
            <input
              type="url"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              placeholder={texts.linkPlaceholder}
              className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          {(isSocial || type === 'artist') && (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={claim}
                onChange={(event) => setClaim(event.target.checked)}
                className="mt-0.5"
              />
              {isSocial
                ? PROFILE_OWNERSHIP_TEXTS.creatorClaimLabel
                : PROFILE_OWNERSHIP_TEXTS.claimLabel}
            </label>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={isAddProfileSubmitDisabled(link) || createAccount.isPending}
            className="w-full rounded-lg bg-ink px-4 py-2 font-medium text-white disabled:opacity-40"
          >
            {TEXTS.addProfile.title}
          </button>
        </form>
      )}
    </Dialog>
  );
}

/**
 * Label and collaborator profiles are added by hand from the request form (spec §2): the dialog
 * says so, and the form opens in a new tab only when the member asks for it.
 */
function ExternalFormStep({
  type,
  onBack,
  onClose,
}: {
  type: AddProfileType;
  onBack: () => void;
  onClose: () => void;
}) {
  const kind = TEXTS.addProfile.types[type].toLowerCase();
  return (
    <div className="space-y-4">
      <p role="status" className="text-gray-700">
        A {kind} profile is added by our team from a short request form, not from a link here. The
        form opens in a new tab; this page stays open.
      </p>
      <div className="flex gap-2">
        <a
          href={REQUEST_FORM_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className="flex-1 rounded-lg bg-ink px-4 py-2 text-center font-medium text-white"
        >
          Open the request form
        </a>
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg border border-gray-300 px-4 py-2"
        >
          Back
        </button>
      </div>
    </div>
  );
}
