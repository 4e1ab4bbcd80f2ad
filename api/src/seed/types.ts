/**
 * The shape of hand-written seed records. The seed turns these into database rows
 * (with generated images), so the data files stay plain and reviewable.
 */
import type {
  AdCategory,
  Ambience,
  Amenity,
  Area,
  Bilingual,
  BlogCategory,
  Cuisine,
  DeliveryOption,
  DietaryPreference,
  DiningOption,
  MealOption,
  Occasion,
  Personalization,
  PriceLevel,
  Recipient,
  ShopCategory,
  Weekday,
} from 'contracts/enums';

/** "HH:MM" 24-hour clock. A range whose close is earlier than its open runs past midnight. */
type OpenRange = { open: string; close: string };
/** Per weekday, the open ranges; an empty list means closed that day. */
type WeeklyHours = Record<Weekday, OpenRange[]>;

/** A named date range (Ramadan, Eid) whose weekly hours replace `hours` from `from` to `to` (ISO dates). */
export type SpecialHoursSeed = { name: Bilingual; from: string; to: string; hours: WeeklyHours };

type MenuItemSeed = { name: Bilingual; description?: Bilingual; priceQar: number };
type MenuSectionSeed = { title: Bilingual; items: MenuItemSeed[] };

type ListingSeedBase = {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  address: Bilingual;
  area: Area;
  coordinates?: { lat: number; lng: number };
  phone: string;
  pricing: PriceLevel;
  hours: WeeklyHours;
  specialHours?: SpecialHoursSeed[];
  featured: boolean;
  wheelchairAccessible: boolean;
  deliveryOptions: DeliveryOption[];
  /** ISO date, e.g. "2021-03-14" */
  memberSince: string;
};

export type RestaurantSeed = ListingSeedBase & {
  cuisineTypes: Cuisine[];
  diningOptions: DiningOption[];
  dietaryPreferences: DietaryPreference[];
  mealOptions: MealOption[];
  ambience: Ambience[];
  amenities: Amenity[];
  menu: MenuSectionSeed[];
  featuredDish: MenuItemSeed;
};

export type ShopSeed = ListingSeedBase & {
  categories: ShopCategory[];
  availableItems: ShopCategory[];
  occasions: Occasion[];
  personalizations: Personalization[];
  recipients: Recipient[];
};

export type BlogSeed = {
  slug: string;
  category: BlogCategory;
  title: Bilingual;
  excerpt: Bilingual;
  /** Markdown */
  body: Bilingual;
  author: Bilingual;
  /** ISO date */
  publishedAt: string;
};

export type AdSeed = {
  category: AdCategory;
  title: Bilingual;
  targetUrl: string;
  mediaKind: 'image' | 'video';
  /** ISO dates; the ad is shown between them */
  activeFrom: string;
  activeTo: string;
  /** The day it was placed, Qatar time: of a category's running ads, visitors see the newest placed. */
  placedOn: string;
  /** A video ad's file in `seed/videos/` (WebM). */
  video?: string;
};
