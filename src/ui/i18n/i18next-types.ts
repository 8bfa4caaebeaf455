import 'i18next';
import type account from '../locales/fr-FR/account.json';
import type auth from '../locales/fr-FR/auth.json';
import type common from '../locales/fr-FR/common.json';
import type content from '../locales/fr-FR/content.json';
import type errors from '../locales/fr-FR/errors.json';
import type places from '../locales/fr-FR/places.json';
import type support from '../locales/fr-FR/support.json';
import type wallet from '../locales/fr-FR/wallet.json';

// Keys are checked against the default language's files; a test checks the other four have the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      errors: typeof errors;
      content: typeof content;
      support: typeof support;
      wallet: typeof wallet;
      places: typeof places;
    };
    returnNull: false;
  }
}
