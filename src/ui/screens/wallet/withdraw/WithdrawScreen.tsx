import { InfoPage } from '../../../components/InfoPage/InfoPage';

export default function WithdrawScreen() {
  return <InfoPage page="withdraw" />;
}
