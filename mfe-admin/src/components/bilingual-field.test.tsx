import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { BilingualField, CompletenessMeter, completeness } from './bilingual-field.tsx';

const field = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} });

describe('bilingual field and completeness', () => {
  beforeEach(() => setTestLanguage('en'));

  it('counts the texts written in each language', () => {
    expect(
      completeness([{ en: 'Al Bandar', ar: 'البندر' }, { en: 'Seafood', ar: '  ' }, { en: '', ar: '' }, undefined]),
    ).toEqual({ en: 50, ar: 25 });
    expect(completeness([])).toEqual({ en: 100, ar: 100 });
  });

  it('shows a meter per language', () => {
    renderWithProviders(
      <CompletenessMeter
        pairs={[
          { en: 'A', ar: '' },
          { en: 'B', ar: 'ب' },
        ]}
      />,
    );
    expect(screen.getByLabelText('English').getAttribute('value')).toBe('100');
    expect(screen.getByLabelText('Arabic').getAttribute('value')).toBe('50');
    expect(screen.getByTestId('completeness-ar').textContent).toBe('50%');
  });

  it('puts the Arabic input right to left and marks its language', () => {
    renderWithProviders(
      <BilingualField label="Name" en={field('name.en')} ar={field('name.ar')} errors={{ ar: 'Required' }} />,
    );
    const ar = screen.getByLabelText('Name (Arabic)');
    expect(ar.getAttribute('dir')).toBe('rtl');
    expect(ar.getAttribute('lang')).toBe('ar');
    expect(ar.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (English)').getAttribute('dir')).toBe('ltr');
  });
});
