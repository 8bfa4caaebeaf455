import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function VerifyEmailScreen() {
  return <InfoPage page="verifyEmail" />;
}
