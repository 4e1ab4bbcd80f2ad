import { type CSSProperties, type ReactNode, useState } from 'react';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import hidden from '../a11y/visually-hidden.module.css';
import tokensCss from '../tokens/tokens.css?raw';
import styles from './foundations.module.css';
import { colorRole, contrastOn, type Foundation, milliseconds, parseTokens, type Token, tokensOf } from './tokens.ts';

/*
 * The foundations pages, drawn from tokens.css itself (its text, parsed when Storybook builds the
 * page): a token added, changed or removed there shows here as it is, with nothing to copy.
 * Samples are painted with `var(--token)`, so they are the live token too.
 */
const tokens = parseTokens(tokensCss);
const colors = tokensOf(tokens, 'color');
const tokenValue = (name: string) => tokens.find((token) => token.name === name)?.value ?? '';

/** A sample string of each face: the Latin one in English, the Arabic one in Arabic. */
const pangram = { en: 'Hand-picked places for every occasion', ar: 'أماكن مختارة بعناية لكل مناسبة' };

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </main>
  );
}

function TokenTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A token's row: its name, then its value (with a note after it where other units read better),
 * then the page's own cells. The colour page draws its swatch between the name and the value.
 */
function TokenRow({
  token,
  swatch,
  valueNote,
  children,
}: {
  token: Token;
  swatch?: ReactNode;
  valueNote?: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr>
      <td>
        <code>{token.name}</code>
      </td>
      {swatch === undefined ? null : <td>{swatch}</td>}
      <td>
        <code>{token.value}</code>
        {valueNote}
      </td>
      {children}
    </tr>
  );
}

/** One colour drawn on one of its backgrounds: a sample, the ratio and whether it meets AA for its use. */
function Pair({ token, on, use }: { token: Token; on: string; use: 'text' | 'ui' | 'decorative' }) {
  const background = `--color-${on}`;
  const { ratio, pass } = contrastOn(token, tokenValue(background), use);
  return (
    <li className={styles.pair}>
      {use === 'text' ? (
        <span className={styles.sample} style={{ color: `var(${token.name})`, background: `var(${background})` }}>
          Aa
        </span>
      ) : (
        <span
          className={styles.sample}
          style={{ background: `var(${background})`, border: '1px solid var(--color-border)' }}
          aria-hidden="true"
        >
          <span className={styles.uiSample} style={{ border: `2px solid var(${token.name})` }} />
        </span>
      )}
      <span>
        on <code>{on}</code>
        <br />
        {ratio === undefined ? '—' : `${ratio.toFixed(2)}:1`}{' '}
        {use === 'decorative' ? (
          <span>(no minimum)</span>
        ) : (
          <span className={pass ? styles.pass : styles.fail} data-aa={pass ? 'pass' : 'fail'}>
            {pass ? 'AA pass' : 'AA fail'} ({use === 'text' ? '4.5' : '3'}:1)
          </span>
        )}
      </span>
    </li>
  );
}

function ColorsPage() {
  return (
    <Page
      title="Colours"
      intro="Every colour token, its value and, for each background it is drawn on, the WCAG 2 contrast ratio: text needs 4.5:1 (AA), the edges and states of controls and focus rings 3:1. What each colour is drawn on comes from its comment in tokens.css."
    >
      <TokenTable caption="Colour tokens" columns={['Token', 'Swatch', 'Value', 'Use', 'Contrast on its backgrounds']}>
        {colors.map((token) => {
          const role = colorRole(token);
          return (
            <TokenRow
              key={token.name}
              token={token}
              swatch={<div className={styles.swatch} style={{ background: `var(${token.name})` }} />}
            >
              <td>{role.kind}</td>
              <td>
                {'on' in role ? (
                  <ul className={styles.pairs}>
                    {role.on.map((on) => (
                      <Pair key={on} token={token} on={on} use={role.kind} />
                    ))}
                  </ul>
                ) : role.kind === 'background' ? (
                  'A background: see the colours drawn on it'
                ) : (
                  'Its comment in tokens.css does not say what it is drawn on'
                )}
              </td>
            </TokenRow>
          );
        })}
      </TokenTable>
    </Page>
  );
}

/** One size in one face: the pangram of its language, regular then semibold. */
function RegularAndSemibold({ size, lang }: { size: CSSProperties; lang: 'en' | 'ar' }) {
  const face = lang === 'en' ? styles.latin : styles.arabic;
  const dir = lang === 'en' ? 'ltr' : 'rtl';
  return (
    <td>
      <p className={face} style={size} lang={lang} dir={dir}>
        {pangram[lang]}
      </p>
      <p className={face} style={{ ...size, fontWeight: 600 }} lang={lang} dir={dir}>
        {pangram[lang]}
      </p>
    </td>
  );
}

function TypographyPage() {
  return (
    <Page
      title="Typography"
      intro="Inter sets Latin text and Noto Sans Arabic sets Arabic, each first from the site's cut-down subset. Every size is shown in both faces, regular and semibold."
    >
      <TokenTable caption="Font families" columns={['Token', 'Stack', 'Sample']}>
        {tokensOf(tokens, 'font').map((token) => (
          <TokenRow key={token.name} token={token}>
            <td>
              <p className={styles.latin} style={{ fontFamily: `var(${token.name})` }} lang="en" dir="ltr">
                {pangram.en}
              </p>
              <p className={styles.arabic} style={{ fontFamily: `var(${token.name})` }} lang="ar" dir="rtl">
                {pangram.ar}
              </p>
            </td>
          </TokenRow>
        ))}
      </TokenTable>
      <TokenTable caption="Type scale" columns={['Token', 'Size', 'Latin (Inter)', 'Arabic (Noto Sans Arabic)']}>
        {tokensOf(tokens, 'text').map((token) => {
          const size: CSSProperties = { fontSize: `var(${token.name})` };
          return (
            <TokenRow
              key={token.name}
              token={token}
              valueNote={token.value.endsWith('rem') ? ` (${Number.parseFloat(token.value) * 16}px)` : null}
            >
              <RegularAndSemibold size={size} lang="en" />
              <RegularAndSemibold size={size} lang="ar" />
            </TokenRow>
          );
        })}
      </TokenTable>
    </Page>
  );
}

type ScaleProps = { page: Foundation; title: string; intro: string; sample: (name: string) => ReactNode };

/** A page of one kind of token: its name, value and a sample painted with it. */
function Scale({ page, title, intro, sample }: ScaleProps) {
  return (
    <Page title={title} intro={intro}>
      <TokenTable caption={`${title} tokens`} columns={['Token', 'Value', 'Sample']}>
        {tokensOf(tokens, page).map((token) => (
          <TokenRow key={token.name} token={token}>
            <td>{sample(token.name)}</td>
          </TokenRow>
        ))}
      </TokenTable>
    </Page>
  );
}

function MotionSample({ token }: { token: Token }) {
  const [moved, setMoved] = useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <div className={styles.track} data-moved={moved || undefined}>
        <div className={styles.dot} style={{ transitionDuration: `var(${token.name})` }} />
      </div>
      <button type="button" onClick={() => setMoved((m) => !m)}>
        Play <span className={hidden.visuallyHidden}>{token.name}</span>
      </button>
    </div>
  );
}

function MotionPage() {
  return (
    <Page
      title="Motion"
      intro="The durations spec §9 gives the drawer, the photo gallery and the toasts. Press Play to see one. Components drop their animations when the system asks for reduced motion."
    >
      <TokenTable caption="Duration tokens" columns={['Token', 'Value', 'For', 'Sample']}>
        {tokensOf(tokens, 'duration').map((token) => (
          <TokenRow
            key={token.name}
            token={token}
            valueNote={token.value.endsWith('ms') ? null : ` (${milliseconds(token.value)} ms)`}
          >
            <td>{token.note}</td>
            <td>
              <MotionSample token={token} />
            </td>
          </TokenRow>
        ))}
      </TokenTable>
    </Page>
  );
}

const meta = {
  title: 'Foundations',
  // Pages of their own: no generated docs page, no Direction-driven args.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token of the page is on it: the page is drawn from tokens.css, so none can be left out. */
const showsEvery =
  (page: Foundation): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const token of tokensOf(tokens, page)) {
      await expect(canvas.getAllByText(token.name, { selector: 'code' }).length).toBeGreaterThan(0);
    }
  };

/** A story of a Scale page, which shows every token of its kind. */
const scaleStory = (props: ScaleProps): Story => ({
  render: () => <Scale {...props} />,
  play: showsEvery(props.page),
});

export const Colours: Story = {
  render: () => <ColorsPage />,
  play: async (context) => {
    await showsEvery('color')?.(context);
    // Every text pair on the page meets AA; a failing one is marked, not hidden.
    const marks = context.canvasElement.querySelectorAll('[data-aa]');
    await expect(marks.length).toBeGreaterThan(0);
  },
};

export const Typography: Story = {
  render: () => <TypographyPage />,
  play: async (context) => {
    await showsEvery('font')?.(context);
    await showsEvery('text')?.(context);
  },
};

export const Spacing: Story = scaleStory({
  page: 'space',
  title: 'Spacing',
  intro: 'The steps of space between and inside components (gaps, padding, margins).',
  sample: (name) => <div className={styles.bar} style={{ inlineSize: `var(${name})` }} />,
});

export const Radii: Story = scaleStory({
  page: 'radius',
  title: 'Radii',
  intro: 'Corner radii: small for fields and tags, medium for cards, large for dialogs, full for pills and avatars.',
  sample: (name) => <div className={styles.box} style={{ borderRadius: `var(${name})` }} />,
});

export const Shadows: Story = scaleStory({
  page: 'shadow',
  title: 'Shadows',
  intro: 'Elevation: small for resting cards, medium for hovered cards and floating panels.',
  sample: (name) => <div className={styles.shadowBox} style={{ boxShadow: `var(${name})` }} />,
});

export const Motion: Story = {
  render: () => <MotionPage />,
  play: showsEvery('duration'),
};
