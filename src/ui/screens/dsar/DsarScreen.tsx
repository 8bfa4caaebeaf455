import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function DsarScreen() {
  return <InfoPage page="dsar" />;
}
