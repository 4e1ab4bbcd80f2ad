import type { FormEventHandler, ReactNode } from 'react';
import { gapClasses, joinClasses, spacedClass } from '../layout/layout.ts';
import { PageHeader } from '../page-header/page-header.tsx';
import styles from './form-page.module.css';

type FormPageProps = {
  /** The page's `h1`, which names the form. */
  title: ReactNode;
  /** The title's id: the form is named by it (`aria-labelledby`). */
  titleId: string;
  /** What stands under the title: a hint, the record's state, facts and actions. */
  intro?: ReactNode;
  /** The widest the form may be; wider for long texts shown beside their previews. Default 72rem. */
  width?: '72rem' | '80rem';
  /** The save button (and anything beside it), kept in reach at the bottom of the screen. */
  saveBar: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's sections (Panels), between the header and the save bar. */
  children: ReactNode;
};

/**
 * A page that is one form (a listing's, a post's): its header, its sections a step apart, and a
 * save bar that sticks to the bottom of the screen. The form checks its own fields (`noValidate`):
 * the browser's bubbles would speak another language than the page.
 */
export function FormPage({ title, titleId, intro, width = '72rem', saveBar, onSubmit, children }: FormPageProps) {
  return (
    <form
      className={joinClasses(styles.form, styles[`width-${width}`], spacedClass, gapClasses(6))}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <PageHeader as="header" title={title} titleId={titleId}>
        {intro}
      </PageHeader>
      {children}
      <div className={styles.saveBar}>{saveBar}</div>
    </form>
  );
}
