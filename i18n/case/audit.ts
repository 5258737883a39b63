/** The audit trail of staff actions: under Admin, on the case and on the user page. */
const fields = {
  date: 'When',
  staffName: 'Staff member',
  action: 'Action',
  subject: 'Concerns',
  before: 'Before',
  after: 'After',
  staffId: 'Staff member',
  from: 'From',
  to: 'Until',
};

const en = {
  resources: {
    audit: { name: 'Audit entry |||| Audit trail', fields },
    contractAudit: { name: 'Audit entry |||| Audit trail', fields },
    userAudit: { name: 'Audit entry |||| Audit trail', fields },
  },
  audit: {
    title: 'Audit trail',
    empty: 'No staff actions recorded',
    noMatch: 'No staff actions match these filters',
    caseHeading: 'Audit trail of this case',
    userHeading: 'Staff actions on this user',
    anyone: 'Anyone',
    anyAction: 'Any action',
    /** the CSV's header of the time column (the table shows local time, the file UTC) */
    column: { date: 'When (UTC)' },
    action: {
      dispute: { resolve: 'Dispute resolved' },
      user: { ban: 'User banned', unban: 'User unbanned' },
      event: { create: 'Event created', update: 'Event changed', delete: 'Event deleted' },
      payout: { create: 'Payout recorded' },
      news: { create: 'News published', delete: 'News deleted' },
      staff: {
        create: 'Staff account created',
        roles: 'Roles changed',
        lock: 'Account locked',
        unlock: 'Account unlocked',
        password: 'Password changed',
        twoFactor: '2FA set',
      },
      case: { take: 'Case taken', handOver: 'Case handed over' },
    },
    subject: {
      contract: 'Contract $0',
      user: 'User $0',
      account: 'Staff account $0',
      event: 'Event $0',
      payout: 'Payout $0',
      news: 'News $0',
    },
  },
};

export const audit = { en };
