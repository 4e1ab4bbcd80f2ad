import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormPage } from './form-page.tsx';

describe('FormPage', () => {
  it('is a form named by its title, with its intro, sections and save bar in that order', () => {
    let submitted = false;
    render(
      <FormPage
        title="Edit post"
        titleId="post-title"
        intro={<p>Ctrl+S saves</p>}
        saveBar={<button type="submit">Save</button>}
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <section aria-label="Texts">Fields</section>
      </FormPage>,
    );
    const form = screen.getByRole('form', { name: 'Edit post' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(form.className.split(' ')).toEqual(['form', 'width-72rem', 'spaced', 'gap6']);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.tagName).toBe('HEADER');
    expect([...form.children].map((child) => child.textContent)).toEqual(['Edit postCtrl+S saves', 'Fields', 'Save']);
    screen.getByRole('button', { name: 'Save' }).click();
    expect(submitted).toBe(true);
  });

  it('is wider when told', () => {
    render(
      <FormPage title="New post" titleId="new-post" width="80rem" saveBar={null} onSubmit={() => {}}>
        {null}
      </FormPage>,
    );
    expect(screen.getByRole('form', { name: 'New post' }).className).toContain('width-80rem');
  });
});
