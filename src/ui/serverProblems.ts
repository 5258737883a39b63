import type { ApiError } from '../contract';
import { maxLengthProblem, type Problem } from './problem';

/**
 * The fields a refusal (400 INVALID_INPUT) names, with what is wrong at each, so a form shows it
 * at the field instead of a general banner. The answer's `details` when it is { field: text };
 * else its message's "<field> <text>" parts ("Invalid input: url must be an http(s) URL").
 * Only the form's own `fields` count. Pure: tested beside this file.
 */
export function serverProblems<F extends string>(error: ApiError, fields: readonly F[]): Partial<Record<F, Problem>> {
  const told = toldByField(error, fields);
  const problems: Partial<Record<F, Problem>> = {};
  for (const field of fields) {
    const text = told[field];
    if (text !== undefined) problems[field] = asRule(text);
  }
  return problems;
}

function toldByField<F extends string>(error: ApiError, fields: readonly F[]): Partial<Record<F, string>> {
  const told: Partial<Record<F, string>> = {};
  const details = error.details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    for (const field of fields) {
      const text = (details as Record<string, unknown>)[field];
      if (typeof text === 'string') told[field] = text;
    }
    if (Object.keys(told).length > 0) return told;
  }
  // "Invalid input: url must be …, city at most 100 characters": each part after the colon
  const parts = (error.message ?? '').replace(/^[^:]*:\s*/, '').split(/,\s*(?=\w+ )/);
  for (const part of parts) {
    const field = fields.find((name) => part.startsWith(`${name} `));
    if (field) told[field] = part.slice(field.length + 1);
  }
  return told;
}

/** The server's words as the console's rule, where it knows the rule; else the words themselves. */
function asRule(text: string): Problem {
  const max = /^at most (\d+) characters/i.exec(text);
  if (max) return maxLengthProblem(Number(max[1]));
  if (/http\(s\) URL/i.test(text)) return 'validation.httpUrl';
  if (/^required$/i.test(text)) return 'validation.required';
  return text;
}
