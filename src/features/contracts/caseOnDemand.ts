/**
 * The case workspace's parts fetched when first needed, as one chunk (lazyCaseParts.tsx): the
 * resolution's confirmation (ResolutionPanel), deleting a saved response (SavedResponses), handing
 * the case over (CaseOwnerPanel, with react-admin's <Form>), and the case's audit trail
 * (CaseAuditTrail, when it comes near the screen). MUI's Dialog, the resolution's consequence and
 * the trail's table stay out of the case's first load. One chunk, not one each: each lazy entry
 * of its own made Rolldown split the chunks every route shares into more files.
 */
export { default as ResolutionConfirm } from './ResolutionConfirm';
export { default as SavedResponseDelete } from './SavedResponseDelete';
export { default as HandOverDialog } from '../cases/HandOverDialog';
// the trail's own module, not the audit barrel: that brings the Admin list's filter form along
export { AuditTrail } from '../audit/AuditTrail';
