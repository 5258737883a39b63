/** Home's addresses (spec §2: / and /home), in a module of their own so that src/openingPage.ts can ask whether home is about to be shown without bringing home's code. */
export const path = '/';
export const aliasPath = '/home';
