import type { TradeParticipant } from '../../contract/trade';
import { claimKey, disputeStory, type Translate } from '../../domain/disputeStory';

/**
 * The chat's "dispute started" system line, `disputeStarted.<side>.<reason>::<raiser's Peach id>`:
 * "The seller (Peach1a2b3c4d) opened a dispute: “Buyer unresponsive”". The raiser is the
 * dispute's initiator when the case knows it, else the code's.
 */
export function disputeStartedText(translate: Translate, key: string, args: readonly string[], initiator?: TradeParticipant | null): string | null {
  const match = /^chat\.systemMessage\.disputeStarted\.(buyer|seller)\.(.+)$/.exec(key);
  if (!match) return null;
  const story = disputeStory(match[2], initiator ?? (match[2] === 'abusive' || match[2] === 'other' ? (match[1] as TradeParticipant) : null));
  if (!story?.raisedBy) return null;
  return translate(`contract.chat.disputeStarted.${story.raisedBy}`, { 0: args[0] ?? '', 1: translate(claimKey(story), { _: match[2] }) });
}
