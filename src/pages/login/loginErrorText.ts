/**
 * The catalogue key for a failed sign-in: `error.<CODE>` when the catalogue has it (WRONG_PASSWORD,
 * ACCOUNT_LOCKED, NETWORK_ERROR, …), else `error.general`. Pure: `knows` asks the catalogue.
 */
export const loginErrorKey = (code: string, knows: (key: string) => boolean): string =>
  knows(`error.${code}`) ? `error.${code}` : 'error.general';
