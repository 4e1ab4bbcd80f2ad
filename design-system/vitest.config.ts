import { frontEndUnitTests } from 'tooling/unit-tests';
import { mergeConfig } from 'vitest/config';

// Class names as written, which the tests of a component's states read.
export default mergeConfig(frontEndUnitTests, { test: { css: { modules: { classNameStrategy: 'non-scoped' } } } });
