import type { RestaurantDetail } from 'contracts/schemas/restaurant';
import type { ShopDetail } from 'contracts/schemas/shop';

const image = (id: string) => ({
  _id: id,
  alt: 'Dining room',
  src: `/media/${id}/800.webp`,
  srcset: `/media/${id}/400.webp 400w`,
  width: 1200,
  height: 900,
});

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** Tests only: a restaurant with every field, whose name tries to break out of a script. */
export const restaurant: RestaurantDetail = {
  _id: '00000000-0000-4000-8000-000000000001',
  slug: 'souq-grill',
  name: 'Souq Grill </script><script>alert(1)</script>',
  description: 'Grills by the souq.',
  area: 'souq_waqif',
  address: 'Souq Waqif, Doha',
  pricing: 'medium',
  featured: true,
  wheelchairAccessible: true,
  hours: { ...closedWeek, fri: [{ open: '18:00', close: '02:00' }] },
  specialHours: [],
  deliveryOptions: ['talabat'],
  memberSince: '2021-03-14',
  coverImage: image('c1'),
  cuisineTypes: ['qatari', 'seafood'],
  diningOptions: ['dine_in', 'reservations_accepted'],
  isFavorite: false,
  isBookmarked: false,
  phone: '+974 4444 1234',
  coordinates: { lat: 25.2867, lng: 51.5333 },
  gallery: [image('g1'), image('g2')],
  dietaryPreferences: ['vegetarian'],
  mealOptions: ['lunch_dinner'],
  ambience: ['family_friendly'],
  amenities: ['free_wifi'],
  menu: [{ title: 'Grills', items: [{ name: 'Mixed grill', description: null, priceQar: 95 }] }],
  featuredDish: { name: 'Machboos', description: 'Spiced rice with lamb', priceQar: 65 },
};

/** Tests only: a flower shop. */
export const giftShop: ShopDetail = {
  ...restaurant,
  slug: 'pearl-petals',
  name: 'Pearl Petals',
  categories: ['flowers', 'gift_basket'],
  availableItems: ['flowers'],
  occasions: ['birthday'],
  personalizations: [],
  recipients: ['for_her'],
};
