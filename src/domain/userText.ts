/**
 * The one rule for text that staff write and others read (event fields, chat messages, news,
 * resolution reasons), shared by the sandbox and the console: no control characters and no
 * Unicode bidirectional controls, which can make a text read differently than it is stored
 * ("‮txt.exe" shows as "exe.txt"). Multi-line text keeps line breaks and tabs.
 */
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const UNSAFE_IN_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]`);
const UNSAFE_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}]`);

export const UNSAFE_TEXT_PROBLEM = 'must not contain control characters or bidirectional overrides';

/** A one-line field (an event's name, city, URL …): the problem, or null. */
export const lineTextProblem = (text: string): string | null => (UNSAFE_IN_LINE.test(text) ? UNSAFE_TEXT_PROBLEM : null);

/** Multi-line text (a chat message, news, a resolution reason): the problem, or null. */
export const userTextProblem = (text: string): string | null => (UNSAFE_IN_TEXT.test(text) ? UNSAFE_TEXT_PROBLEM : null);
