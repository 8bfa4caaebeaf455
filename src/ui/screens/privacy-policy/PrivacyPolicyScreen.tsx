import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function PrivacyPolicyScreen() {
  return <InfoPage page="privacyPolicy" />;
}
