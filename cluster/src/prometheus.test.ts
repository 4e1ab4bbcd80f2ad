// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} is the configuration's own syntax, not a template literal
import { describe, expect, it } from 'vitest';
import { expandVariables } from './prometheus.ts';

describe("the Prometheus configuration's variables", () => {
  it('replaces each ${NAME} with its value', () => {
    expect(expandVariables('targets: ["${QD_A}", "${QD_B}"]', { QD_A: '127.0.0.1:1', QD_B: '127.0.0.1:2' })).toBe(
      'targets: ["127.0.0.1:1", "127.0.0.1:2"]',
    );
  });

  it('refuses a variable the topology does not give, naming it, rather than leave an address empty', () => {
    expect(() => expandVariables('- "${QD_MISSING}"', {})).toThrow('${QD_MISSING}');
  });
});
