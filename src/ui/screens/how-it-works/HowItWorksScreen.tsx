import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function HowItWorksScreen() {
  return <InfoPage page="howItWorks" />;
}
