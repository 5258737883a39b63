/** Who is on a case: the parts the case workspace and the queue show (no screen of its own). */
export { CaseOwnerPanel } from './CaseOwnerPanel';
export { TakenNotice } from './TakenNotice';
export { OwnerCell, QueuePresence } from './QueuePresence';
export { OwnerFilter } from './OwnerFilter';
