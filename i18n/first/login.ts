/** The sign-in screen: credentials, then the two-factor step when the server asks for it. */
const en = {
  login: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    twoFactor: {
      title: 'Two-factor authentication',
      hint: 'Enter the 6-digit code from your authenticator app.',
      token: '6-digit code',
      invalid: 'The code has 6 digits.',
      submit: 'Verify',
      back: 'Back',
    },
  },
};

export const login = { en };
