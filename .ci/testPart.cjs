// CI runs each browser suite in two halves, one after the other, each a step with its own 15-minute
// limit (.ci/test.mjs): `TEST_PART=1/2` makes a run Playwright's shard 1 of 2. With
// `fullyParallel`, a shard is a share of the tests themselves, balanced by count, so a new spec
// file or story lands in one half without any list to keep; .ci/test.mjs checks before the halves
// run that every test is in exactly one of them. Each half keeps its own reports, under
// `.reports/<suite>/part-<n>/`, as Playwright empties its output folder when a run starts.
function testPart() {
  const value = process.env.TEST_PART;
  if (!value) return { shard: null, folder: '' };
  const match = /^([1-9]\d*)\/([1-9]\d*)$/.exec(value);
  if (!match || Number(match[1]) > Number(match[2])) {
    throw new Error(`TEST_PART must read like 1/2, not "${value}".`);
  }
  return {
    shard: { current: Number(match[1]), total: Number(match[2]) },
    folder: `part-${match[1]}`,
  };
}

module.exports = { testPart };
