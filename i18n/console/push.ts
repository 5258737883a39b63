/**
 * Push notifications (spec §2): the banner text per notification type, as the platform's web tool
 * words them, and the link to the contract. An unknown type shows the message's own title, or
 * `push.unknown` without one.
 */
const en = {
  push: {
    contractChat: 'New message',
    disputeRaised: 'Dispute opened',
    disputeReminder: 'A dispute needs your attention',
    caseUnattended: 'A case waits on staff past its threshold',
    caseEscalated: 'Escalated: a case waits on staff past twice its threshold',
    unknown: 'New unknown notification',
    openContract: 'Open contract $0',
  },
};

export const push = { en };
