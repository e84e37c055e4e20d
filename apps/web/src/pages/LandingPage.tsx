import { variant } from '../app/variant';
import { Landing } from '../features/landing/Landing';

/** spec §1, §2: `/` and `/welcome` show the landing page of the product of this host. */
export default function LandingPage() {
  return <Landing variant={variant} />;
}
