import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function ResetPasswordScreen() {
  return <InfoPage page="resetPassword" />;
}
