import type { Problem } from '../../ui/problem';
import { maxLengthProblem } from '../../ui/problem';
import { userTextProblem } from '../../domain/userText';

/** The ban log's bound for a reason (the platform's BanRequest: at most 500 characters). */
export const BAN_REASON_MAX = 500;

/** What is wrong with a ban's reason, if anything: every ban says why, so Scammers can show it. */
export function banReasonProblem(reason: string): Problem | undefined {
  const text = reason.trim();
  if (!text) return 'validation.required';
  if (text.length > BAN_REASON_MAX) return maxLengthProblem(BAN_REASON_MAX);
  if (userTextProblem(text)) return 'userText.unsafe';
  return undefined;
}
