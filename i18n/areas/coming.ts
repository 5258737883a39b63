/** The "coming" page of a navigation entry whose screen has not landed yet. $0 = the entry's name. */
const en = {
  coming: {
    title: '$0: coming soon',
    text: 'This screen is being built and is not part of the console yet.',
    backHome: 'Back to home',
  },
};

export const coming = { en };
