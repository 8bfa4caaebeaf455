// Evaluated before any other module of the app: src/main.tsx imports it first, and a bundle keeps
// the order of evaluation. The reset link's token leaves the address before any other code can
// read it (docs/decisions.md, "Issue 17 — fields, bank numbers, codes and the reset link").
import { takeResetTokenAtStart } from './reset-link-token';

takeResetTokenAtStart(window);
