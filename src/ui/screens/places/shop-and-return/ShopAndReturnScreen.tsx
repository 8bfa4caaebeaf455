import { InfoPage } from '../../../components/InfoPage/InfoPage';

export default function ShopAndReturnScreen() {
  return <InfoPage page="shopAndReturn" />;
}
