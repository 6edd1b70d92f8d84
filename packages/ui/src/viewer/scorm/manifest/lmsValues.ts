import type { ScormVersion } from './schema';
import { attributeNamed, childNamed, childrenNamed, childText, descendantAt } from './xml';

const isDigits = (part: string) => [...part].every((char) => char >= '0' && char <= '9');

/** An `xs:decimal` as the schemas define it: a sign, digits and a fraction ('0x50', '8e1' are not). */
function isDecimal(text: string): boolean {
  const unsigned = text.startsWith('-') || text.startsWith('+') ? text.slice(1) : text;
  const [whole = '', fraction = '', ...more] = unsigned.split('.');
  return more.length === 0 && whole.length + fraction.length > 0 && isDigits(whole + fraction);
}

/** A decimal within [min, max] as the manifest wrote it, or '' when it is not one. */
function decimalIn(text: string, min: number, max: number): string {
  if (!isDecimal(text)) return '';
  const value = Number(text);
  return value >= min && value <= max ? text : '';
}

/** The item's `imsss:sequencing`, then the one of the manifest's collection it refers to. */
function sequencingOf(item: Element, manifest: Element): Element[] {
  const own = childNamed(item, 'sequencing');
  const reference = attributeNamed(own, 'IDRef');
  const shared = reference
    ? childrenNamed(childNamed(manifest, 'sequencingCollection'), 'sequencing').find(
        (candidate) => attributeNamed(candidate, 'ID') === reference,
      )
    : undefined;
  return [own, shared].filter((element): element is Element => !!element);
}

/**
 * `cmi.scaled_passing_score`: the primary objective's `minNormalizedMeasure` (1.0 when it is left
 * out) when the objective is satisfied by measure; otherwise the SCO decides its own success.
 */
function scaledPassingScore(sequencing: Element[]): string {
  for (const part of sequencing) {
    const objective = descendantAt(part, 'objectives', 'primaryObjective');
    if (!objective) continue;
    if (attributeNamed(objective, 'satisfiedByMeasure') !== 'true') return '';
    return decimalIn(childText(objective, 'minNormalizedMeasure') || '1.0', -1, 1);
  }
  return '';
}

/** 3rd edition: the element's text; 4th: `minProgressMeasure` when `completedByMeasure`. */
function completionThreshold(item: Element): string {
  const threshold = childNamed(item, 'completionThreshold');
  if (!threshold) return '';
  if (attributeNamed(threshold, 'completedByMeasure') === 'true')
    return decimalIn(attributeNamed(threshold, 'minProgressMeasure') || '1.0', 0, 1);
  if (attributeNamed(threshold, 'minProgressMeasure')) return '';
  return decimalIn(threshold.textContent?.trim() ?? '', 0, 1);
}

function maxTimeAllowed(sequencing: Element[]): string {
  for (const part of sequencing) {
    const limit = attributeNamed(
      childNamed(part, 'limitConditions'),
      'attemptAbsoluteDurationLimit',
    );
    if (limit) return limit;
  }
  return '';
}

/**
 * What the LMS hands a SCO from its manifest item, as the version's data model names it: the
 * mastery score (1.2 `adlcp:masteryscore`, 2004 `imsss:minNormalizedMeasure`), the completion
 * threshold, the launch data and the time limit. Empty values are left out.
 */
export function lmsValuesOf(
  item: Element,
  manifest: Element,
  version: ScormVersion,
): Record<string, string> {
  const values: Record<string, string> =
    version === '1.2'
      ? {
          'cmi.student_data.mastery_score': decimalIn(childText(item, 'masteryscore'), 0, 100),
          'cmi.launch_data': childText(item, 'datafromlms'),
          'cmi.student_data.max_time_allowed': childText(item, 'maxtimeallowed'),
          'cmi.student_data.time_limit_action': childText(item, 'timelimitaction'),
        }
      : {
          'cmi.scaled_passing_score': scaledPassingScore(sequencingOf(item, manifest)),
          'cmi.completion_threshold': completionThreshold(item),
          'cmi.launch_data': childText(item, 'dataFromLMS'),
          'cmi.max_time_allowed': maxTimeAllowed(sequencingOf(item, manifest)),
          'cmi.time_limit_action': childText(item, 'timeLimitAction'),
        };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}
