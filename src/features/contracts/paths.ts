/**
 * The case's address and code, in a module without imports: the entry starts the case's download
 * on a cold load of a case (src/main.tsx) beside the console's, not once the console has run.
 */
export const casePath = '/contract/:contractId?';
export const isCasePath = (pathname: string) => /^\/contract\/[^/]+\/?$/.test(pathname);
export const loadCase = () => import('./ContractPage');
