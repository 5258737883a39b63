/** A staff member's role flags and their columns, set by routes/settings.ts and routes/admin.ts. */

export const ROLE_FLAGS = ['isAdmin', 'isMediator', 'isMaintainer', 'canSeeAnalytics'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export const ROLE_COLUMNS: Record<RoleFlag, string> = {
  isAdmin: 'is_admin',
  isMediator: 'is_mediator',
  isMaintainer: 'is_maintainer',
  canSeeAnalytics: 'can_see_analytics',
};
