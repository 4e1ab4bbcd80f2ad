import { describe, expect, it } from 'vitest';
import { i18next, initI18n, registerNamespace } from './i18n.ts';

describe('registerNamespace', () => {
  it('keeps a namespace registered before init and adds it at init', async () => {
    expect(i18next.isInitialized).toBeFalsy();
    registerNamespace('early', { en: { hello: 'Hello' }, ar: { hello: 'مرحبا' } });
    await initI18n();
    expect(i18next.getFixedT('ar', 'early')('hello')).toBe('مرحبا');
    registerNamespace('late', { en: { bye: 'Bye' }, ar: { bye: 'وداعا' } });
    expect(i18next.getFixedT('en', 'late')('bye')).toBe('Bye');
  });
});
