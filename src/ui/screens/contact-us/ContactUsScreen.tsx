import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function ContactUsScreen() {
  return <InfoPage page="contactUs" />;
}
