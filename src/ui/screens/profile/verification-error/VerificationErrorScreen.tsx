import { InfoPage } from '../../../components/InfoPage/InfoPage';

export default function VerificationErrorScreen() {
  return <InfoPage page="verificationError" />;
}
