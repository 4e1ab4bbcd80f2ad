import { CONTENT_FONTS_PENDING, type RenderFrame } from 'contracts/first-screen';
import { CONTENT_FONTS } from 'design-system/content-fonts';
import { currentLang, registerNamespace } from 'platform/i18n';
import { createFrameRenderer, PageSlot } from 'platform/server-render';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { Layout } from '../layout/layout.tsx';

registerNamespace('common', { en, ar });

/**
 * The layout; in a language whose content waits for its fonts, inside the element that keeps it
 * hidden until they are in (`CONTENT_FONTS_PENDING`): a heading first drawn in a fallback font
 * would break into other lines, and all below it would jump when the font came.
 */
function Frame() {
  const { i18n } = useTranslation();
  const { faces, sample } = CONTENT_FONTS[currentLang(i18n)];
  if (faces.length === 0) return <Layout />;
  return (
    <div {...{ [CONTENT_FONTS_PENDING]: JSON.stringify({ faces, sample }) }}>
      <Layout />
    </div>
  );
}

/** The shell's frame for a guest's first screen (platform/server-render): the layout around the page's slot. */
export const renderFrame: RenderFrame = createFrameRenderer(
  <Routes>
    <Route element={<Frame />}>
      <Route path="*" element={<PageSlot />} />
    </Route>
  </Routes>,
);
