import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { notify } from 'platform/toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { ShareButton } from './share-button.tsx';

const PATH = '/restaurant/souq-grill/00000000-0000-4000-8000-000000000001';

const clickShare = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));

describe('share', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('hands the page to the Web Share API where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton title="Souq Grill" path={PATH} />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({ title: 'Souq Grill', url: `${window.location.origin}${PATH}` });
  });

  it('otherwise copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(notify, 'success');
    renderWithProviders(<ShareButton title="Souq Grill" path={PATH} />);
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}`);
    expect(success).toHaveBeenCalledWith('Link copied to the clipboard.');
  });

  it('says when the link could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const error = vi.spyOn(notify, 'error');
    renderWithProviders(<ShareButton title="Souq Grill" path={PATH} />);
    await clickShare();
    expect(error).toHaveBeenCalledWith('The link could not be copied. Please copy it from the address bar.');
  });
});
