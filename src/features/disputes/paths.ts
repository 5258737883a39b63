/**
 * Home's addresses (spec §2: / and /home) and the queue's code, in a module without imports: the
 * entry starts the queue's download on a cold load of home (src/main.tsx) without home's code.
 */
export const path = '/';
export const aliasPath = '/home';
export const loadQueue = () => import('./DisputeList');
