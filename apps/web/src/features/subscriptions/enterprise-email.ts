import { ENTERPRISE_CONTACT_EMAIL } from '@songstats/domain';

/** spec §2: the enterprise plan opens an email to the API contact. */
export function openEnterpriseEmail() {
  window.location.href = `mailto:${ENTERPRISE_CONTACT_EMAIL}`;
}
