import type { AdSeed } from '../types.ts';

export const ads: AdSeed[] = [
  {
    category: 'restaurant',
    title: {
      en: 'Fresh Gulf seafood, grilled by the sea',
      ar: 'مأكولات بحرية طازجة من الخليج مشوية على البحر',
    },
    targetUrl: '/listings/restaurants?cuisineTypes=seafood',
    mediaKind: 'video',
    activeFrom: '2026-01-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'restaurant',
    title: {
      en: 'Start the day with a traditional Qatari breakfast',
      ar: 'ابدأ يومك بفطور قطري تقليدي',
    },
    targetUrl: '/listings/restaurants?cuisineTypes=qatari&mealOptions=breakfast',
    mediaKind: 'image',
    activeFrom: '2026-01-01',
    activeTo: '2027-06-30',
  },
  {
    category: 'restaurant',
    title: {
      en: 'Rooftop dinners with West Bay views',
      ar: 'عشاء على الأسطح بإطلالة على الخليج الغربي',
    },
    targetUrl: '/listings/restaurants?ambience=rooftop&location=west_bay',
    mediaKind: 'image',
    activeFrom: '2025-01-01',
    activeTo: '2025-12-31',
  },
  {
    category: 'shop',
    title: {
      en: 'Eid gifts, delivered the same day',
      ar: 'هدايا العيد تصلك في اليوم نفسه',
    },
    targetUrl: '/listings/gift-shops?occasion=eid_ramadan&deliveryOptions=same_day',
    mediaKind: 'video',
    activeFrom: '2026-01-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'shop',
    title: {
      en: 'Fresh flowers for every occasion',
      ar: 'زهور طازجة لكل مناسبة',
    },
    targetUrl: '/listings/gift-shops?availableItems=flowers',
    mediaKind: 'image',
    activeFrom: '2026-02-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'shop',
    title: {
      en: 'Engraved keepsakes for the wedding season',
      ar: 'تذكارات منقوشة لموسم الأعراس',
    },
    targetUrl: '/listings/gift-shops?occasion=wedding&personalizedItems=custom_engraving',
    mediaKind: 'image',
    activeFrom: '2028-01-01',
    activeTo: '2028-12-31',
  },
  {
    category: 'blog',
    title: {
      en: 'Stories from Qatar’s kitchens',
      ar: 'حكايات من المطبخ القطري',
    },
    targetUrl: '/blogs?category=food',
    mediaKind: 'image',
    activeFrom: '2026-01-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'blog',
    title: {
      en: 'Weekend escapes: dunes, mangroves and marinas',
      ar: 'رحلات نهاية الأسبوع: كثبان وأشجار قرم ومراسٍ',
    },
    targetUrl: '/blogs?category=travel',
    mediaKind: 'video',
    activeFrom: '2026-03-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'blog',
    title: {
      en: 'Heritage, oud and celebrations: read our culture guides',
      ar: 'التراث والعود والاحتفالات: اقرأ أدلتنا الثقافية',
    },
    targetUrl: '/blogs?category=culture',
    mediaKind: 'image',
    activeFrom: '2026-01-01',
    activeTo: '2027-09-30',
  },
  {
    category: 'home',
    title: {
      en: 'Find your next favourite restaurant in Qatar',
      ar: 'اعثر على مطعمك المفضل القادم في قطر',
    },
    targetUrl: '/listings/restaurants',
    mediaKind: 'video',
    activeFrom: '2026-01-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'home',
    title: {
      en: 'The perfect gift for every occasion',
      ar: 'الهدية المثالية لكل مناسبة',
    },
    targetUrl: '/listings/gift-shops',
    mediaKind: 'image',
    activeFrom: '2026-01-01',
    activeTo: '2027-12-31',
  },
  {
    category: 'home',
    title: {
      en: 'Guides, tips and stories from across Qatar',
      ar: 'أدلة ونصائح وحكايات من أنحاء قطر',
    },
    targetUrl: '/blogs',
    mediaKind: 'image',
    activeFrom: '2026-06-01',
    activeTo: '2027-12-31',
  },
];
