import { expect, it } from 'vitest';
import { contractsHash, packageVersion, recorded } from './api-fingerprint.ts';

it('contracts change only with a new version (a deploy compares the versions remotes were built against)', () => {
  const fingerprint = recorded();
  expect(fingerprint.version, 'api-fingerprint.json is of another version: npm run fingerprint -w contracts').toBe(
    packageVersion(),
  );
  expect(
    contractsHash(),
    `contracts/src changed since ${fingerprint.version}: raise contracts' version (patch: nothing a caller sees; minor: an addition; major: a change callers must follow), then npm run fingerprint -w contracts`,
  ).toBe(fingerprint.sha256);
});
