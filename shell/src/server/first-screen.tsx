import type { RenderFrame } from 'contracts/first-screen';
import { CONTENT_FONTS } from 'design-system/content-fonts';
import { registerNamespace } from 'platform/i18n';
import { createFrameRenderer, PageSlot } from 'platform/server-render';
import { Route, Routes } from 'react-router';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { Layout } from '../layout/layout.tsx';

registerNamespace('common', { en, ar });

const renderLayout = createFrameRenderer(
  <Routes>
    <Route element={<Layout />}>
      <Route path="*" element={<PageSlot />} />
    </Route>
  </Routes>,
);

/**
 * The shell's frame for a guest's first screen (platform/server-render): the layout around the
 * page's slot. None in Arabic: its content waits for its fonts (design-system content-fonts), as
 * the first paint of a heading in a fallback font moves everything below it when the font comes,
 * and a first screen shows before any font can be waited for.
 */
export const renderFrame: RenderFrame = async (request) =>
  CONTENT_FONTS[request.lang].faces.length > 0 ? null : renderLayout(request);
