import type { Decorator, Preview } from 'storybook-react-rsbuild';
import '../src/tokens/tokens.css';
import { langOf } from './direction.ts';
import { ComponentPage } from './docs-page.tsx';

/**
 * Sets `<html dir lang>` from the Direction toolbar (or a story's own `globals`), so the tokens'
 * fonts and the components' logical CSS follow it, and hands stories that take a `lang` arg the
 * matching language. On a docs page, whose own text stays English, each story gets a box of its
 * own with that direction, language and face instead.
 */
const withDirection: Decorator = (Story, context) => {
  const lang = langOf(context.globals);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const story = 'lang' in context.args ? <Story args={{ ...context.args, lang }} /> : <Story />;
  if (context.viewMode === 'docs') {
    const face = lang === 'ar' ? { fontFamily: 'var(--font-arabic)', lineHeight: 1.7 } : undefined;
    return (
      <div dir={dir} lang={lang} style={face}>
        {story}
      </div>
    );
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  return story;
};

const preview: Preview = {
  // A docs page for every stories file (Foundations opts out: it is pages already).
  tags: ['autodocs'],
  globalTypes: {
    direction: {
      description: 'Language and writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'globe',
        items: [
          { value: 'ltr', title: 'English (LTR)', right: 'EN' },
          { value: 'rtl', title: 'العربية (RTL)', right: 'AR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  decorators: [withDirection],
  parameters: {
    layout: 'centered',
    // Any axe violation fails the story's test (the panel shows them either way).
    a11y: { test: 'error' },
    docs: { page: ComponentPage, toc: false },
  },
};

export default preview;
