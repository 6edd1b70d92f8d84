// Zero-width characters and bidi controls: invisible, yet they make two equal-looking logins or
// names differ, and a bidi override makes a name read backwards ('Trojan Source').
const INVISIBLE_MARKS =
  /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Drops zero-width characters and bidi controls from what a learner typed or pasted. */
export const stripInvisibleMarks = (value: string): string => value.replace(INVISIBLE_MARKS, '');

/** A name as it is sent: no invisible marks, no surrounding spaces. */
export const cleanName = (value: string): string => stripInvisibleMarks(value).trim();
