import { escape as escapeText } from 'ical-generator';

/**
 * Every way a text breaks a line: CRLF, CR, LF, NEL, and the Unicode line and paragraph separators.
 * iCalendar knows only one (an escaped `\n`), and a parser may split a line on any of the others, so
 * all of them become `\n` and the library escapes it.
 */
const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** Control characters but tab and line feed: RFC 5545 (§3.3.11) forbids the ASCII ones in a text value, and no calendar shows the rest. */
const CONTROLS = /[^\P{Cc}\t\n]/gu;
/** Half a surrogate pair: not a character, so not encodable in UTF-8. */
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * A player's text (a title, a venue, a description, a name) as an iCalendar text value may hold it,
 * before the library escapes it. Every text that reaches a calendar goes through here.
 */
export function calendarText(text: string): string {
  return text.replace(LONE_SURROGATES, '\ufffd').replace(LINE_BREAKS, '\n').replace(CONTROLS, '');
}

/**
 * A calendar's name, escaped here: ical-generator escapes an event's texts but writes the calendar's
 * `NAME` and `X-WR-CALNAME` as given, so a line break in a game's title would start a new property.
 */
export function calendarName(text: string): string {
  return escapeText(calendarText(text), false);
}
