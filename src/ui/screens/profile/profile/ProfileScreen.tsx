import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../i18n/use-page-title';
import { useStores } from '../../../state/app-stores';
import { UnverifiedEmailNotice } from '../verify-email/UnverifiedEmailNotice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LeaveConfirm } from './LeaveConfirm';
import { ProfileForm } from './ProfileForm';
import { useLeaveGuard } from './use-leave-guard';
import { DeleteAccountSection } from './DeleteAccountSection';

export default function ProfileScreen() {
  const { t } = useT();
  const { session } = useStores();
  const { me } = useSnapshot(session.state);
  const title = t('account:profile.title');
  usePageTitle(title);
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const guard = useLeaveGuard(profileDirty || passwordDirty);
  const onProfileDirty = useCallback((dirty: boolean) => setProfileDirty(dirty), []);
  const onPasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);
  if (!me) return null;
  return (
    <div className="page stack">
      <h1>{title}</h1>
      <UnverifiedEmailNotice />
      <ProfileForm me={me} onDirty={onProfileDirty} />
      <ChangePasswordForm onDirty={onPasswordDirty} />
      <DeleteAccountSection />
      {guard.request && <LeaveConfirm onStay={guard.stay} onLeave={guard.leave} />}
    </div>
  );
}
