import { expect, it } from 'vitest';
import { namesImportedFrom } from '../../../mf-shared.ts';

it('the shared router keeps what the containers import, not what their test helpers import', () => {
  const kept = namesImportedFrom('react-router');
  expect(kept).toContain('BrowserRouter');
  expect(kept).toContain('useRoutes');
  // The app routes declaratively: the data router (half the library) stays out of the shared copy.
  expect(kept).not.toContain('createBrowserRouter');
  expect(kept).not.toContain('RouterProvider');
  // Only test-providers and render-with-providers (Vitest helpers beside the code) use these.
  expect(kept).not.toContain('createMemoryRouter');
  expect(kept).not.toContain('MemoryRouter');
});
