import { frontEndUnitTests } from 'tooling/unit-tests';

export default frontEndUnitTests;
