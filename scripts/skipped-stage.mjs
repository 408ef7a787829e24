// What a stage that cannot run (its browser or database missing) counts as. Locally it is skipped
// with a loud notice; on CI (`CI` set) it fails the run, so a green CI run means every stage ran.

/** @returns {{ failed: boolean, line: string }} */
export function skippedStage(name, missing, env = process.env) {
  const why = missing.join('; ');
  return env.CI
    ? { failed: true, line: `${name}: FAILED, skipped on CI (${why})` }
    : { failed: false, line: `${name}: skipped (${why})` };
}
