import { mergeTrees } from './types';
import { contract } from './areas/contract';
import { audit } from './areas/audit';
import { tradeStatus } from './areas/tradeStatus';
import { caseOwner } from './areas/caseOwner';

/**
 * The English of the case (/contract/:id), the page a mediator opens most after home: a chunk of
 * its own, which the case waits for (src/features/contracts/index.ts) instead of the whole rest
 * (i18n/enRest.ts), about 6 kB gzip it never shows. Every other page waits for both.
 * tests/unit/englishParts.test.ts checks that the case's code names no key beyond the console's
 * English and this.
 */
export const enCase = mergeTrees<object>(contract.en, audit.en, tradeStatus.en, caseOwner.en);
