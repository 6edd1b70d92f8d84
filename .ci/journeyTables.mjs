// The tables of .ci/journey-cpu.mjs: the median of each phase's measures over the rounds, per
// build or mode, and with two of them the median of their paired differences.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median per phase and measure, and for the whole journey (the sum of its phases). */
export function summary(journeys) {
  const names = journeys[0].map(({ name }) => name);
  const keys = [...new Set(journeys.flatMap((j) => j.flatMap((p) => Object.keys(p.values))))];
  const rows = names.map((name, index) => [
    name,
    Object.fromEntries(
      keys.map((key) => [key, median(journeys.map((j) => j[index].values[key] ?? 0))]),
    ),
  ]);
  rows.push([
    'whole journey',
    Object.fromEntries(
      keys.map((key) => [
        key,
        median(journeys.map((j) => j.reduce((sum, p) => sum + (p.values[key] ?? 0), 0))),
      ]),
    ),
  ]);
  return Object.fromEntries(rows);
}

/**
 * Prints each variant's table and, for two variants, the second's whole journey minus the first's,
 * round by round. Returns the summaries, for the JSON report.
 */
export function printTables(variants, byVariant, rounds) {
  const format = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(3));
  const results = variants.map(({ label }, index) => ({
    label,
    summary: summary(byVariant[index]),
  }));
  for (const { label, summary: table } of results) {
    console.log(`\n${label}: median of ${rounds} journeys (CPU seconds; requests)`);
    console.table(
      Object.fromEntries(
        Object.entries(table).map(([phase, values]) => [
          phase,
          Object.fromEntries(Object.entries(values).map(([key, value]) => [key, format(value)])),
        ]),
      ),
    );
  }
  if (variants.length === 2) {
    // Paired: round by round, the second variant's whole journey minus the first's.
    const whole = (journey, key) => journey.reduce((sum, p) => sum + (p.values[key] ?? 0), 0);
    const keys = Object.keys(results[0].summary['whole journey']);
    console.log(
      `\n${results[1].label} minus ${results[0].label}, whole journey, median of paired rounds:`,
    );
    console.table(
      Object.fromEntries(
        keys.map((key) => [
          key,
          format(median(byVariant[1].map((j, i) => whole(j, key) - whole(byVariant[0][i], key)))),
        ]),
      ),
    );
  }
  return results;
}
