/** The sign-in screen's address (spec §2 /login), in a module without imports: home asks for it without the login page's code. */
export const path = '/login';
