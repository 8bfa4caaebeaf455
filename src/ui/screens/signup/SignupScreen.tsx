import { InfoPage } from '../../components/InfoPage/InfoPage';

export default function SignupScreen() {
  return <InfoPage page="signup" />;
}
