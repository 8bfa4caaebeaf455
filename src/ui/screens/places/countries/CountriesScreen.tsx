import { InfoPage } from '../../../components/InfoPage/InfoPage';

export default function CountriesScreen() {
  return <InfoPage page="countries" />;
}
