import { act, fireEvent, screen } from '@testing-library/react';
import type { RestaurantInput } from 'contracts/schemas/restaurant';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { MenuEditor } from './menu-editor.tsx';

type Menu = RestaurantInput['menu'];
let read: () => Menu = () => [];
function Harness({ menu }: { menu: Menu }) {
  const form = useForm<{ menu: Menu }>({ defaultValues: { menu } });
  read = () => form.getValues('menu');
  return (
    <FormProvider {...form}>
      <MenuEditor />
    </FormProvider>
  );
}

const item = (en: string, priceQar = 10) => ({ name: { en, ar: en }, description: { en: '', ar: '' }, priceQar });

describe('menu editor', () => {
  beforeEach(() => setTestLanguage('en'));

  it('adds a section with one item, fills it, and adds another item', async () => {
    renderWithProviders(<Harness menu={[]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a section' })));
    fireEvent.change(screen.getByLabelText('Title of section 1 (English)'), { target: { value: 'Mains' } });
    fireEvent.change(screen.getByLabelText('Name of item 1 in section 1 (Arabic)'), { target: { value: 'هامور' } });
    fireEvent.change(screen.getByLabelText('Price in QAR of item 1 in section 1'), { target: { value: '85' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add an item to Mains' })));
    const menu = read();
    expect(menu[0]?.title.en).toBe('Mains');
    expect(menu[0]?.items[0]).toMatchObject({ name: { ar: 'هامور' }, priceQar: 85 });
    expect(menu[0]?.items).toHaveLength(2);
  });

  it('reorders items and sections with the keyboard-operable move buttons', async () => {
    renderWithProviders(
      <Harness
        menu={[
          { title: { en: 'Starters', ar: 'مقبلات' }, items: [item('Hummus'), item('Fattoush')] },
          { title: { en: 'Mains', ar: 'رئيسية' }, items: [item('Machboos')] },
        ]}
      />,
    );
    const down = screen.getByRole('button', { name: 'Move Hummus down' });
    down.focus();
    await act(async () => fireEvent.click(down));
    expect(read()[0]?.items.map((i) => i.name.en)).toEqual(['Fattoush', 'Hummus']);
    expect(screen.getByRole('button', { name: 'Move Fattoush up' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move Mains up' })));
    expect(read().map((s) => s.title.en)).toEqual(['Mains', 'Starters']);
    // Each row also has a drag handle that dnd-kit's keyboard sensor drives.
    expect(screen.getByRole('button', { name: 'Drag to reorder Machboos' }).getAttribute('aria-roledescription')).toBe(
      'sortable',
    );
  });

  it('removes an item and a section; a section keeps at least one item', async () => {
    renderWithProviders(
      <Harness
        menu={[
          { title: { en: 'Starters', ar: 'مقبلات' }, items: [item('Hummus'), item('Fattoush')] },
          { title: { en: 'Mains', ar: 'رئيسية' }, items: [item('Machboos')] },
        ]}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Hummus' })));
    expect(read()[0]?.items.map((i) => i.name.en)).toEqual(['Fattoush']);
    expect(screen.getByRole('button', { name: 'Remove Fattoush' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Starters' })));
    expect(read().map((s) => s.title.en)).toEqual(['Mains']);
  });
});
