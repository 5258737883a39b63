/**
 * ra-language-german 3.13.5 is CommonJS without types. Its messages are react-admin 3's: a subset
 * of react-admin 5's keys plus the retired `ra.navigation.prev`. Typed loosely on purpose:
 * i18n/ra-de.ts picks react-admin 5's keys out of it and i18n.test.ts proves the merge complete.
 */
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'ra-core';
  const germanMessages: TranslationMessages;
  export default germanMessages;
}
