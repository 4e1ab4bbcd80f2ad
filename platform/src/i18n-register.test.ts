import { describe, expect, it } from 'vitest';
import { i18next, initI18n, registerNamespace } from './i18n.ts';

describe('registerNamespace', () => {
  it('keeps a namespace registered before init and adds it at init', async () => {
    expect(i18next.isInitialized).toBeFalsy();
    registerNamespace('early', { en: { hello: 'Hello' }, ar: { hello: 'مرحبا' } });
    registerNamespace('early', { en: { thanks: 'Thanks' }, ar: { thanks: 'شكرا' } });
    await initI18n();
    expect(i18next.getFixedT('ar', 'early')('hello')).toBe('مرحبا');
    expect(i18next.getFixedT('en', 'early')('thanks')).toBe('Thanks');
    registerNamespace('late', { en: { bye: 'Bye' }, ar: { bye: 'وداعا' } });
    expect(i18next.getFixedT('en', 'late')('bye')).toBe('Bye');
  });

  it('merges the parts of a namespace registered after init', () => {
    registerNamespace('parts', { en: { home: { title: 'Home' } }, ar: { home: { title: 'الرئيسية' } } });
    registerNamespace('parts', { en: { blogs: { title: 'Blogs' } }, ar: { blogs: { title: 'المدونات' } } });
    expect(i18next.getFixedT('en', 'parts')('home.title')).toBe('Home');
    expect(i18next.getFixedT('ar', 'parts')('blogs.title')).toBe('المدونات');
  });
});
