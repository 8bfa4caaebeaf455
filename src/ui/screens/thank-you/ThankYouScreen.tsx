import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function ThankYouScreen() {
  return <InfoPage page="thankYou" />;
}
