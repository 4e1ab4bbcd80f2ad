import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** A seeded post (api/src/seed/data/blogs.ts). */
const seededPost = {
  en: { title: "A First-Timer's Dining Guide to Souq Waqif", search: 'Dining Guide', body: 'Souq Waqif is the place' },
  ar: { title: 'دليل المبتدئين إلى المطاعم في سوق واقف', search: 'دليل المبتدئين', body: 'سوق واقف هو أول مكان' },
};
const missingBlog = '/blog/no-such-post/00000000-0000-4000-8000-000000000000';

async function openSeededPost(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/blogs?lang=${lang}&title=${encodeURIComponent(seededPost[lang].search)}`);
  await page.getByRole('link', { name: seededPost[lang].title }).click();
  await expect(page.getByRole('heading', { level: 1, name: seededPost[lang].title })).toBeVisible();
}

test('the hero search lands on the restaurants list with the query', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByLabel('Name of a place').fill('Souq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\/restaurants\?businessName=Souq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
});

test('the hero search can land on the gift shops list instead (Arabic)', async ({ page }) => {
  await page.goto('/?lang=ar');
  await page.getByLabel('متاجر الهدايا').check();
  await page.getByLabel('اسم المكان').fill('زهور');
  await page.getByRole('button', { name: 'ابحث' }).click();
  await expect(page).toHaveURL(/\/listings\/gift-shops\?shopName=/);
});

test('the home page shows featured places, the blog teaser and opens the apply form in the drawer', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Featured restaurants' })).toBeVisible();
  await expect(page.getByTestId('featured-restaurant').first()).toBeVisible();
  await expect(page.getByTestId('featured-shop').first()).toBeVisible();
  await expect(page.getByTestId('home-blog').first()).toBeVisible();
  await page.getByTestId('open-apply-form').click();
  const form = page.getByTestId('apply-form');
  await expect(form.getByRole('heading', { name: 'List your business' })).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Full name').fill('Hamad Al-Thani');
  await form.getByLabel('Email').fill('hamad@example.qa');
  await form.getByLabel('Phone number').fill('97455598765');
  await form.getByLabel('Message').fill('We run a flower shop in Al Wakrah and would like to be listed.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you! Your application has been sent.')).toBeVisible();
  await expect(form).toBeHidden();
});

for (const lang of ['en', 'ar'] as const) {
  test(`blog search by title finds a seeded post and its page renders the body (${lang})`, async ({ page }) => {
    await page.goto(`/blogs?lang=${lang}`);
    const search = page.getByLabel(lang === 'en' ? 'Search by title' : 'البحث بالعنوان');
    await search.fill(seededPost[lang].search);
    await expect(page).toHaveURL(/[?&]title=/);
    // Title search tolerates misspellings, so neighbours may come too; the post must be among them.
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await page.getByRole('link', { name: seededPost[lang].title }).click();
    await expect(page.getByRole('heading', { level: 1, name: seededPost[lang].title })).toBeVisible();
    await expect(page.getByTestId('blog-body')).toContainText(seededPost[lang].body);
    await expect(page.getByTestId('blog-body').locator('h2').first()).toBeVisible();
  });
}

const blogListWords = {
  en: {
    showing: (n: number) => new RegExp(`^Showing 1 - ${n} out of \\d+ results$`),
    more: 'Load more',
    all: 'All',
    food: 'Food',
  },
  ar: {
    showing: (n: number) => new RegExp(`^عرض 1 - ${n} من أصل \\d+ نتيجة$`),
    more: 'عرض المزيد',
    all: 'الكل',
    food: 'طعام',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`blog list: load more, a category chip, and Back undoes the chip (${lang})`, async ({ page }) => {
    const w = blogListWords[lang];
    await page.goto(`/blogs?lang=${lang}`);
    await expect(page.getByText(w.showing(10))).toBeVisible();
    await page.getByRole('button', { name: w.more }).click();
    await expect(page.getByText(w.showing(20))).toBeVisible();
    await expect(page.getByTestId('blog-card')).toHaveCount(20);
    const food = page.getByRole('button', { name: w.food, exact: true });
    await food.click();
    await expect(page).toHaveURL(/[?&]category=food/);
    await expect(food).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('button', { name: w.all, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}

test("a wrong blog id shows 'Blog Not Found' with links to Home and Blogs", async ({ page }) => {
  await page.goto(`${missingBlog}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await page.getByRole('main').getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

const contactCopy = {
  en: {
    send: 'Send message',
    labels: ['Full name', 'Email', 'Phone number', 'Subject', 'Message'],
    errors: [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ],
    invalidEmail: 'Invalid email address',
    sent: 'Thank you! Your message has been sent.',
    location: 'Doha, Qatar',
  },
  ar: {
    send: 'إرسال الرسالة',
    labels: ['الاسم الكامل', 'البريد الإلكتروني', 'رقم الهاتف', 'الموضوع', 'الرسالة'],
    errors: ['الاسم مطلوب', 'البريد الإلكتروني مطلوب', 'رقم الهاتف مطلوب', 'الموضوع مطلوب', 'الرسالة مطلوبة'],
    invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
    sent: 'شكرًا لك! تم إرسال رسالتك',
    location: 'الدوحة، قطر',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`the contact form shows its validation messages and sends a message (${lang})`, async ({ page }) => {
    const copy = contactCopy[lang];
    await page.goto(`/contact-us?lang=${lang}`);
    const form = page.getByTestId('contact-form');
    await expect(page.getByTestId('contact-location')).toHaveText(copy.location);
    await form.getByRole('button', { name: copy.send }).click();
    for (const message of copy.errors) await expect(form.getByText(message)).toBeVisible();
    const [name, email, phone, subject, message] = copy.labels as [string, string, string, string, string];
    await expect(form.getByLabel(email)).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(email).fill('not-an-email');
    await form.getByRole('button', { name: copy.send }).click();
    await expect(form.getByText(copy.invalidEmail)).toBeVisible();

    await form.getByLabel(name).fill(lang === 'en' ? 'Mariam Al-Kuwari' : 'مريم الكواري');
    await form.getByLabel(email).fill('mariam@example.qa');
    await form.getByLabel(phone).fill('97455512345');
    await form.getByLabel(subject).fill(lang === 'en' ? 'Friday opening hours' : 'ساعات العمل يوم الجمعة');
    await form
      .getByLabel(message)
      .fill(
        lang === 'en'
          ? 'Could you add the Friday hours of the souq cafés?'
          : 'هل يمكنكم إضافة ساعات عمل مقاهي السوق يوم الجمعة؟',
      );
    await form.getByRole('button', { name: copy.send }).click();
    await expect(page.getByText(copy.sent)).toBeVisible();
    await expect(form.getByLabel(subject)).toHaveValue('');
  });
}

test('the FAQ page shows the answers of the spec', async ({ page }) => {
  await page.goto('/faqs?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const faq = (question: string) => page.getByTestId('faq').filter({ hasText: question });
  await faq('Is Qatar Directory free to use?').locator('summary').click();
  await expect(faq('Is Qatar Directory free to use?')).toContainText('Yes.');
  await faq('Can I write reviews').locator('summary').click();
  await expect(faq('Can I write reviews')).toContainText('Reviews and ratings are not offered');
  await faq('Can I book a table').locator('summary').click();
  await expect(faq('Can I book a table')).toContainText('Reservations and orders are made directly with the business');
  await faq('How can I advertise').locator('summary').click();
  await expect(faq('How can I advertise')).toContainText('Contact our team');
  await faq('How do I add my restaurant').locator('summary').click();
  await expect(faq('How do I add my restaurant')).toContainText('Businesses are added by our team');
});

const staticPages = [
  ['/about-us', { en: 'About Qatar Directory', ar: 'عن دليل قطر' }],
  ['/faqs', { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' }],
  ['/terms-and-conditions', { en: 'Terms and conditions', ar: 'الشروط والأحكام' }],
  ['/privacy-policy', { en: 'Privacy policy', ar: 'سياسة الخصوصية' }],
  ['/coming-soon', { en: 'Coming soon', ar: 'قريبًا' }],
  ['/contact-us', { en: 'Contact us', ar: 'تواصل معنا' }],
  ['/blogs', { en: 'Blogs', ar: 'المدونات' }],
  [
    '/',
    { en: 'Find hand-picked places for every occasion in Qatar', ar: 'اكتشف أماكن مختارة بعناية لكل مناسبة في قطر' },
  ],
] as const;

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds no serious violations on the public pages (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [path, heading] of staticPages) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible();
      if (path === '/') await expect(page.getByTestId('home-blog').first()).toBeVisible();
      if (path === '/blogs') await expect(page.getByTestId('blog-card').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await openSeededPost(page, lang);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${missingBlog}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
