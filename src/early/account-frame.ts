// The script the account's frame runs as it is parsed (src/early/paint-account-copy.ts): built alone,
// as one function run at once.
import { paintAccountCopy } from './paint-account-copy';

try {
  paintAccountCopy(document, localStorage, document.currentScript?.dataset.look, Date.now());
} catch {
  // Storage blocked: nothing is painted before the app, which says what it can.
}
