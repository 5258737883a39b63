/** The line a part the server lacks leaves behind (src/features/parts). */
export const parts = {
  en: {
    parts: {
      unavailable: '$0: not available on this server',
      name: {
        ownership: 'Case owners',
        presence: 'Who has the case open',
        audit: 'Audit trail',
        operations: 'Operations view',
        clocks: 'Case clocks',
        sanctions: 'Sanctions',
      },
    },
  },
};
