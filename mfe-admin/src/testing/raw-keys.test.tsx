import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rawKeysIn } from './raw-keys.ts';
import { renderWithProviders, setTestLanguage } from './render-with-providers.tsx';

describe("the stories' check for untranslated strings", () => {
  beforeEach(() => setTestLanguage('en'));

  it('finds a key of the admin namespace shown as text or as an accessible name', () => {
    renderWithProviders(
      <section data-testid="story">
        <p>formParts.hours.closedOn</p>
        <button type="button" aria-label="dashboard.charts.none" />
      </section>,
    );
    expect(rawKeysIn(screen.getByTestId('story'))).toEqual(['formParts.hours.closedOn', 'dashboard.charts.none']);
  });

  it('lets translated text through, dotted words and addresses included', () => {
    renderWithProviders(
      <section data-testid="story">
        <p>Closed on Friday. See example.com or aisha@example.com.</p>
      </section>,
    );
    expect(rawKeysIn(screen.getByTestId('story'))).toEqual([]);
  });
});
