/** The audit trail: the list under Admin and the trail of one case or user (no screen of its own). */
export { AuditList } from './AuditList';
export { AuditTrail } from './AuditTrail';
