import {
  Controls,
  Description,
  DocsContext,
  Heading,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type CSSProperties, useContext, useEffect, useRef, useState } from 'react';
import type { Usage } from './component-docs.ts';
import type { Direction } from './direction.ts';

/** A do or don't line, its `code` spans set as code (the lines are short markdown). */
function Line({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move.
        index % 2 ? <code key={index}>{part}</code> : part,
      )}
    </>
  );
}

const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: '1rem',
};

function UsageBlock() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage = preparedMeta.parameters.usage as Usage | undefined;
  if (!usage) return null;
  const list = (title: string, items: string[], color: string) => (
    <div style={{ borderBlockStart: `4px solid ${color}`, paddingBlockStart: '0.5rem' }}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      <ul style={{ marginBlockEnd: 0 }}>
        {items.map((item) => (
          <li key={item}>
            <Line text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <>
      <Heading>Do and don't</Heading>
      <div style={columns}>
        {list('Do', usage.do, 'var(--color-success)')}
        {list("Don't", usage.dont, 'var(--color-danger)')}
      </div>
    </>
  );
}

/**
 * One story in a frame of its own, pinned to a direction through the URL's globals: the frame's
 * `<html dir lang>`, fonts and overlays are the story's alone, exactly as the canvas shows them.
 * The frame grows to what the story draws, unless the story gives `docs.bothLanguages.height`
 * (an overlay draws out of the flow).
 */
function StoryFrame({
  storyId,
  direction,
  label,
  height,
}: {
  storyId: string;
  direction: Direction;
  label: string;
  height?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [drawn, setDrawn] = useState(120);
  useEffect(() => {
    const element = frame.current;
    if (!element || height) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const root = element.contentDocument?.getElementById('storybook-root');
      if (!root) return;
      observer?.disconnect();
      observer = new ResizeObserver(() => setDrawn(Math.ceil(root.getBoundingClientRect().height) + 48));
      observer.observe(root);
    };
    element.addEventListener('load', measure);
    return () => {
      element.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [height]);
  return (
    <figure style={{ margin: 0, minInlineSize: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBlockEnd: '0.25rem' }}>{label}</figcaption>
      <iframe
        ref={frame}
        title={`${label}: ${storyId}`}
        src={`iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=direction:${direction}`}
        style={{
          inlineSize: '100%',
          blockSize: height ?? `${drawn}px`,
          border: '1px solid rgba(0, 0, 0, 0.1)',
          borderRadius: 4,
          background: '#fff',
        }}
      />
    </figure>
  );
}

/** The primary story in English, left to right, and in Arabic, right to left, side by side. */
function BothLanguages() {
  const context = useContext(DocsContext);
  const [primary] = context.componentStories();
  if (!primary) return null;
  const height = (primary.parameters.docs as { bothLanguages?: { height?: string } } | undefined)?.bothLanguages
    ?.height;
  return (
    <>
      <Heading>English and Arabic</Heading>
      <div style={columns}>
        <StoryFrame storyId={primary.id} direction="ltr" label="English (LTR)" height={height} />
        <StoryFrame storyId={primary.id} direction="rtl" label="العربية (RTL)" height={height} />
      </div>
    </>
  );
}

/**
 * Every component's docs page: what it is for, how to use it, the primary story in both languages,
 * its props (from TypeScript and the JSDoc on them) and every story. Set once in preview.tsx, so a
 * new stories file gets it with nothing but its `componentDocs(...)` parameters.
 */
export function ComponentPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <UsageBlock />
      <BothLanguages />
      <Heading>Props</Heading>
      <Controls />
      <Stories />
    </>
  );
}
