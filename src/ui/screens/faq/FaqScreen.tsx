import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function FaqScreen() {
  return <InfoPage page="faq" />;
}
