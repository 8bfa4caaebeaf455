import { useCallback, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../i18n/use-page-title';
import { UnverifiedEmailNotice } from '../verify-email/UnverifiedEmailNotice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LeaveConfirm } from './LeaveConfirm';
import { ProfileForm } from './ProfileForm';
import { useLeaveGuard } from './use-leave-guard';
import { DeleteAccountSection } from './DeleteAccountSection';
import { useSession } from '../../../state/use-session';

/** The page's heading, also shown while the customer is being found (nothing of theirs: routes.tsx). */
export function Heading() {
  const { t } = useT();
  const title = t('account:profile.title');
  usePageTitle(title);
  return <h1>{title}</h1>;
}

export default function ProfileScreen() {
  const { me } = useSession();
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const guard = useLeaveGuard(profileDirty || passwordDirty);
  const onProfileDirty = useCallback((dirty: boolean) => setProfileDirty(dirty), []);
  const onPasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);
  if (!me) return null;
  return (
    <div className="page stack">
      <Heading />
      <UnverifiedEmailNotice />
      <ProfileForm me={me} onDirty={onProfileDirty} />
      <ChangePasswordForm onDirty={onPasswordDirty} />
      <DeleteAccountSection />
      {guard.request && <LeaveConfirm onStay={guard.stay} onLeave={guard.leave} />}
    </div>
  );
}
