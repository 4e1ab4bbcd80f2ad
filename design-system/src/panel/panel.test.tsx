import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Panel', () => {
  it('is a section named by its heading, with the default gap and padding', () => {
    render(
      <Panel aria-labelledby="panel-title">
        <h2 id="panel-title">Overview</h2>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Overview' });
    expect(panel.tagName).toBe('SECTION');
    expect(classesOf(panel)).toEqual(['panel', 'spaced', 'gap4', 'padding-4']);
  });

  it('takes its element, gap and padding', () => {
    render(<Panel as="div" gap={6} padding={6} data-testid="panel" />);
    expect(classesOf(screen.getByTestId('panel'))).toEqual(['panel', 'spaced', 'gap6', 'padding-6']);
  });
});
