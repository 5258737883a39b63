import { enCase } from './enCase';
import { enConsole } from './enConsole';
import { enRest } from './enRest';
import { mergeTrees, type Tree } from './types';

/** The whole English catalogue, every part: the reference for de and de-CH, and what tests render with. */
export const en = mergeTrees<Tree>(enConsole, enCase, enRest);
