/**
 * Errors and validation (spec §5, §8). `error.<CODE>` is the text for an error code the API or the
 * client returns (api/client.ts); `error.general` is shown for a code without a text here.
 * `UNKOWN_ERROR` is spelt as the client spells it.
 */
const en = {
  error: {
    ACCOUNT_LOCKED: 'Your account has been locked.',
    AUTHENTICATION_FAILURE:
      'Your session has ended. Only one account per device can be signed in; please sign in again.',
    WRONG_PASSWORD: 'Username or password are wrong.',
    NETWORK_ERROR: 'Could not connect to the server. Please check your connection and try again.',
    NOT_FOUND: 'The requested item could not be found.',
    INTERNAL_SERVER_ERROR: 'The server ran into an error. Please try again later.',
    TOO_MANY_REQUESTS: 'You made too many requests. Please try again later.',
    SERVICE_UNAVAILABLE: 'Peach is down for maintenance. Please try again later.',
    UNAUTHORIZED: "You don't have permission to view this content.",
    TRADING_LIMIT_REACHED: 'The trading limit has been reached.',
    CANNOT_DOUBLEMATCH: 'This offer cannot be matched twice.',
    INVALID_INPUT: 'Some of the input is not valid. Please check it and try again.',
    INVALID_OUTPUT: 'The transaction has invalid outputs.',
    RETURN_ADDRESS_MISMATCH: 'The transaction does not pay out to the expected address.',
    TWO_FACTOR_REQUIRED: 'Please enter your 2FA code.',
    WRONG_TWO_FACTOR_TOKEN: 'The 2FA code is wrong.',
    UNSUPPORTED_FILE_TYPE: 'Unsupported file type: $0',
    FILE_TOO_LARGE: 'File is too large. Max allowed size is $0MB',
    UNSAFE_SVG: 'This SVG file contains scripts or external content and cannot be uploaded.',
    SVG_TOO_COMPLEX: 'This SVG file is too complex to be checked. Please upload a simpler SVG or a PNG.',
    ALREADY_EXISTS: 'This entry already exists.',
    DISPUTE_ALREADY_RESOLVED: 'This dispute has already been resolved.',
    SEARCH_TOO_BROAD: 'This search takes too long. Please narrow it down: a longer ID, fewer currencies or payment methods, or an earlier page.',
    CASE_ALREADY_TAKEN: 'This case has already been taken by $0.',
    CASE_NOT_OPEN: 'Only a contract with an open dispute can be taken: this one has none.',
    LAST_ADMIN: 'This is the last admin: the admin role cannot be removed and the account cannot be locked.',
    SELF_DEMOTION: 'You cannot remove your own admin role.',
    SELF_LOCK: 'You cannot lock your own account.',
    DUPLICATE: 'This username is already taken.',
    UNKOWN_ERROR: 'An unknown error occurred.',
    general: 'Something went wrong. Please try again later.',
    missing2FA: '2 Factor authentication is now mandatory. Please go to Settings > 2FA to set yours',
    savedResponse: {
      add: 'The saved response could not be added.',
      edit: 'The saved response could not be changed.',
      delete: 'The saved response could not be deleted.',
      load: 'The saved responses could not be loaded.',
    },
  },
  validation: {
    required: 'This field is required',
    email: 'Email is not valid',
    alreadyExists: 'Already exists',
    passwordTooShort: 'The password must be at least 8 characters long',
    passwordsDoNotMatch: 'The passwords do not match',
    invalidValue: 'Invalid value',
    // the rule broken, stated: what a staff member needs to put it right
    maxLength: 'At most $0 characters',
    httpUrl: 'A URL starting with http:// or https://',
    positiveSats: 'A whole number of sats above 0',
    invalidAddress: 'Invalid address',
    ibanBicIncorrect: 'IBAN and BIC are incorrect',
  },
  // the one rule for text staff write and others read (src/domain/userText.ts)
  userText: {
    unsafe: 'Remove the control characters or direction marks: they would make the text read differently than it is stored.',
  },
};

export const errors = { en };
