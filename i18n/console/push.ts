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
    // the rule the case crossed (the thresholds under Admin)
    caseRule: {
      firstReply: 'A case waits for its first reply past the threshold',
      answer: 'A trader’s message waits for an answer past the threshold',
      resolution: 'A case waits for its resolution past the threshold',
    },
    caseRuleEscalated: {
      firstReply: 'Escalated: a case waits for its first reply past twice the threshold',
      answer: 'Escalated: a trader’s message waits for an answer past twice the threshold',
      resolution: 'Escalated: a case waits for its resolution past twice the threshold',
    },
    unknown: 'New unknown notification',
    openContract: 'Open contract $0',
  },
};

export const push = { en };
