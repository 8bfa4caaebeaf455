import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function ProductsScreen() {
  return <InfoPage page="products" />;
}
