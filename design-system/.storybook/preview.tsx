import type { Decorator, Preview } from 'storybook-react-rsbuild';
import '../src/tokens/tokens.css';
import { langOf } from './direction.ts';

/**
 * Sets `<html dir lang>` from the Direction toolbar (or a story's own `globals`), so the tokens'
 * fonts and the components' logical CSS follow it, and hands stories that take a `lang` arg the
 * matching language.
 */
const withDirection: Decorator = (Story, context) => {
  const lang = langOf(context.globals);
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  return 'lang' in context.args ? <Story args={{ ...context.args, lang }} /> : <Story />;
};

const preview: Preview = {
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
  },
};

export default preview;
