import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import FaqsPage from './faqs-page.tsx';

describe('FAQ page', () => {
  it('answers the questions of the spec in disclosures, in English', async () => {
    await setUpI18n('en');
    renderWithProviders(<FaqsPage />, { url: '/faqs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const faqs = screen.getAllByTestId('faq');
    expect(faqs.every((faq) => faq.tagName === 'DETAILS')).toBe(true);
    const text = faqs.map((faq) => faq.textContent).join(' ');
    expect(text).toContain('Browsing, searching and saving favorites and bookmarks are free');
    expect(text).toContain('Reviews and ratings are not offered');
    expect(text).toContain('Reservations and orders are made directly with the business');
    expect(text).toContain('How can I advertise my business?');
    expect(text).toContain('Businesses are added by our team');
  });

  it('has the same answers in Arabic', async () => {
    await setUpI18n('ar');
    renderWithProviders(<FaqsPage />, { url: '/faqs' });
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    const text = screen
      .getAllByTestId('faq')
      .map((faq) => faq.textContent)
      .join(' ');
    expect(text).toContain('مجانية للجميع');
    expect(text).toContain('التقييمات والمراجعات غير متاحة حاليًا');
    expect(text).toContain('تتم الحجوزات والطلبات مباشرة مع النشاط التجاري');
  });
});
