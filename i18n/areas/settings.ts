/** The settings page. Two-factor set-up and the password change come with a later issue. */
const en = {
  settings: {
    title: 'Settings',
    account: 'Your account',
    username: 'Username',
    roles: 'Roles',
    language: 'Language',
    languageHint: 'The language is kept on this device, also after you log out.',
  },
};

export const settings = { en };
