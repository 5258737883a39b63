/** Home's addresses (spec §2: / and /home), in a module of their own so that HomePage can ask whether it is about to be shown. */
export const path = '/';
export const aliasPath = '/home';
