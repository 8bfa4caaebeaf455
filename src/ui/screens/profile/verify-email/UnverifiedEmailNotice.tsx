import { later } from '../../../components/Later/later';
import { useSession } from '../../../state/use-session';

// Most customers have verified their address: the notice's code (its form, the code it sends) is
// loaded for the others only, not with every account and withdraw page (issue 44: their JS budget).
const UnverifiedEmailCard = later(() => import('./UnverifiedEmailCard').then((m) => m.UnverifiedEmailCard));

/** For a customer whose address is not verified yet: the notice that says so and offers to verify it. */
export function UnverifiedEmailNotice() {
  const { me } = useSession();
  if (!me || me.emailVerified) return null;
  return <UnverifiedEmailCard />;
}
