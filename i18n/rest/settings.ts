/** The settings page: account, second factor, password, and the device's choices (language, theme, push). */
const en = {
  settings: {
    title: 'Settings',
    account: 'Your account',
    username: 'Username',
    roles: 'Roles',
    language: 'Language',
    languageHint: 'The language is kept on this device, also after you log out.',
    choices: 'On this device',
    theme: { label: 'Theme', light: 'Light', dark: 'Dark' },
    push: {
      label: 'Push notifications',
      hint: 'Shows new messages about contracts while the console is open. Your browser asks for permission.',
    },
    twoFactor: {
      title: 'Two-factor authentication (2FA)',
      isSet: '2FA is set up. You can replace it with a new secret.',
      notSet: '2FA is not set up yet.',
      start: 'Set up 2FA',
      replace: 'Replace 2FA',
      scan: 'Scan this QR code with your authenticator app, or type the secret into it. Then confirm with a code the app shows.',
      qrLabel: 'QR code of the new 2FA secret',
      secret: 'Secret:',
      currentPassword: 'Current password',
      currentCode: 'Code of your current 2FA',
      newCode: 'Code from the new secret',
      submit: 'Save 2FA',
      cancel: 'Cancel',
      saved: '2FA saved. Your other sessions have ended.',
    },
    password: {
      title: 'Password',
      hint: 'Changing your password ends your sessions on other devices.',
      old: 'Current password',
      // at the field, where a sign-in's "Username or password are wrong." would mislead
      wrongCurrent: 'The current password is wrong.',
      new: 'New password',
      repeat: 'Repeat the new password',
      submit: 'Change password',
      changed: 'Password changed. Your other sessions have ended.',
    },
  },
};

export const settings = { en };
