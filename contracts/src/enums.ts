/**
 * Every enumeration of the product (spec §3, ARCHITECTURE.md §3) as a typed constant.
 * The code (left) is what the database, the URL and the API carry; the labels are what people read.
 */
export type Bilingual = { en: string; ar: string };

function enumeration<const T extends Record<string, Bilingual>>(labels: T) {
  const values = Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
  return { values, labels } as const;
}

export const cuisines = enumeration({
  qatari: { en: 'Qatari', ar: 'قطري' },
  middle_eastern: { en: 'Middle Eastern', ar: 'شرق أوسطي' },
  indian: { en: 'Indian', ar: 'هندي' },
  pakistani: { en: 'Pakistani', ar: 'باكستاني' },
  filipino: { en: 'Filipino', ar: 'فلبيني' },
  asian: { en: 'Asian', ar: 'آسيوي' },
  western: { en: 'Western', ar: 'غربي' },
  seafood: { en: 'Seafood', ar: 'مأكولات بحرية' },
  fast_food: { en: 'Fast Food', ar: 'وجبات سريعة' },
  italian: { en: 'Italian', ar: 'إيطالي' },
  mexican: { en: 'Mexican', ar: 'مكسيكي' },
  turkish: { en: 'Turkish', ar: 'تركي' },
  african: { en: 'African', ar: 'أفريقي' },
  greek: { en: 'Greek', ar: 'يوناني' },
  coffee: { en: 'Coffee', ar: 'قهوة' },
  dessert: { en: 'Dessert', ar: 'حلويات' },
  japanese: { en: 'Japanese', ar: 'ياباني' },
  korean: { en: 'Korean', ar: 'كوري' },
});

export const dietaryPreferences = enumeration({
  vegetarian: { en: 'Vegetarian', ar: 'نباتي' },
  vegan: { en: 'Vegan', ar: 'نباتي صرف' },
  gluten_free: { en: 'Gluten Free', ar: 'خالٍ من الغلوتين' },
  keto_low_carb: { en: 'Keto/Low Carb', ar: 'كيتو/قليل الكربوهيدرات' },
});

export const diningOptions = enumeration({
  dine_in: { en: 'Dine In', ar: 'تناول في المطعم' },
  takeaway: { en: 'Takeaway', ar: 'طلب خارجي' },
  drive_thru: { en: 'Drive Thru', ar: 'خدمة السيارات' },
  delivery: { en: 'Delivery', ar: 'توصيل' },
  reservations_accepted: { en: 'Reservations Accepted', ar: 'يقبل الحجوزات' },
});

export const mealOptions = enumeration({
  breakfast: { en: 'Breakfast', ar: 'فطور' },
  lunch_dinner: { en: 'Lunch/Dinner', ar: 'غداء/عشاء' },
});

export const ambiences = enumeration({
  family_friendly: { en: 'Family Friendly', ar: 'مناسب للعائلات' },
  outdoor_seating: { en: 'Outdoor Seating', ar: 'جلسات خارجية' },
  rooftop: { en: 'Rooftop', ar: 'على السطح' },
  sea_view: { en: 'Sea View', ar: 'إطلالة على البحر' },
});

export const amenities = enumeration({
  free_wifi: { en: 'Free WiFi', ar: 'واي فاي مجاني' },
  parking_available: { en: 'Parking Available', ar: 'مواقف متاحة' },
  kids_area: { en: "Kid's Area", ar: 'منطقة أطفال' },
  pet_friendly: { en: 'Pet Friendly', ar: 'يسمح بالحيوانات الأليفة' },
  shisha_available: { en: 'Shisha Available', ar: 'شيشة متوفرة' },
});

export const shopCategories = enumeration({
  personalized_gifts: { en: 'Personalized Gifts', ar: 'هدايا مخصصة' },
  home_decor: { en: 'Home Decor', ar: 'ديكور منزلي' },
  art_supplies: { en: 'Art Supplies', ar: 'مستلزمات فنية' },
  gift_wrapping: { en: 'Gift Wrapping', ar: 'تغليف الهدايا' },
  greeting_cards: { en: 'Greeting Cards', ar: 'بطاقات تهنئة' },
  books_stationery: { en: 'Books & Stationery', ar: 'كتب وقرطاسية' },
  toys: { en: 'Toys', ar: 'ألعاب' },
  chocolates: { en: 'Chocolates', ar: 'شوكولاتة' },
  flowers: { en: 'Flowers', ar: 'زهور' },
  perfumes_oud: { en: 'Perfumes/Oud', ar: 'عطور/عود' },
  party_supplies: { en: 'Party Supplies', ar: 'مستلزمات الحفلات' },
  gift_basket: { en: 'Gift Basket', ar: 'سلال الهدايا' },
});

export const occasions = enumeration({
  birthday: { en: 'Birthday', ar: 'عيد ميلاد' },
  wedding: { en: 'Wedding', ar: 'زفاف' },
  graduation: { en: 'Graduation', ar: 'تخرج' },
  new_year: { en: 'New Year', ar: 'رأس السنة' },
  christmas: { en: 'Christmas', ar: 'عيد الميلاد المجيد' },
  easter: { en: 'Easter', ar: 'عيد الفصح' },
  anniversary: { en: 'Anniversary', ar: 'ذكرى سنوية' },
  new_baby: { en: 'New Baby', ar: 'مولود جديد' },
  eid_ramadan: { en: 'Eid/Ramadan', ar: 'العيد/رمضان' },
  valentines_day: { en: "Valentine's Day", ar: 'عيد الحب' },
});

export const deliveryOptions = enumeration({
  talabat: { en: 'Talabat', ar: 'طلبات' },
  snoonu: { en: 'Snoonu', ar: 'سنونو' },
  rafeeq: { en: 'Rafeeq', ar: 'رفيق' },
  keeta: { en: 'Keeta', ar: 'كيتا' },
  same_day: { en: 'Same Day', ar: 'في نفس اليوم' },
  scheduled: { en: 'Scheduled', ar: 'مجدول' },
  pickup: { en: 'Pickup', ar: 'استلام من المتجر' },
  car_pickup: { en: 'Car Pickup', ar: 'استلام من السيارة' },
});

export const personalizations = enumeration({
  custom_engraving: { en: 'Custom Engraving', ar: 'نقش مخصص' },
  photo_gifts: { en: 'Photo Gifts', ar: 'هدايا بالصور' },
  premium_gift_wrapping: { en: 'Premium Gift Wrapping', ar: 'تغليف فاخر' },
  custom_manager: { en: 'Custom Manager', ar: 'مدير طلبات مخصص' },
});

export const recipients = enumeration({
  for_kids: { en: 'For Kids', ar: 'للأطفال' },
  for_adults: { en: 'For Adults', ar: 'للكبار' },
  for_him: { en: 'For Him', ar: 'له' },
  for_her: { en: 'For Her', ar: 'لها' },
});

export const blogCategories = enumeration({
  lifestyle: { en: 'Lifestyle', ar: 'أسلوب حياة' },
  food: { en: 'Food', ar: 'طعام' },
  travel: { en: 'Travel', ar: 'سفر' },
  culture: { en: 'Culture', ar: 'ثقافة' },
  events: { en: 'Events', ar: 'فعاليات' },
  business: { en: 'Business', ar: 'أعمال' },
  technology: { en: 'Technology', ar: 'تقنية' },
  health: { en: 'Health', ar: 'صحة' },
  education: { en: 'Education', ar: 'تعليم' },
  entertainment: { en: 'Entertainment', ar: 'ترفيه' },
  fashion: { en: 'Fashion', ar: 'موضة' },
  sports: { en: 'Sports', ar: 'رياضة' },
  gaming: { en: 'Gaming', ar: 'ألعاب إلكترونية' },
});

export const priceLevels = enumeration({
  low: { en: 'Low', ar: 'منخفض' },
  medium: { en: 'Medium', ar: 'متوسط' },
  high: { en: 'High', ar: 'مرتفع' },
});

/** One to three dollar signs, as the spec shows prices. */
export const priceLevelSigns: Record<PriceLevel, string> = { low: '$', medium: '$$', high: '$$$' };

export const roles = enumeration({
  user: { en: 'User', ar: 'مستخدم' },
  business: { en: 'Business owner', ar: 'صاحب عمل' },
  admin: { en: 'Administrator', ar: 'مسؤول' },
});

/** Roles a person may pick at sign-up; admin is granted only by an admin. */
export const selfServiceRoles = ['user', 'business'] as const;

/** The kinds of saved item (spec §3: itemType restaurant or shop). */
export const savedItemTypes = enumeration({
  restaurant: { en: 'Restaurant', ar: 'مطعم' },
  shop: { en: 'Shop', ar: 'متجر' },
});

export const adCategories = enumeration({
  restaurant: { en: 'Restaurants', ar: 'المطاعم' },
  shop: { en: 'Gift shops', ar: 'متاجر الهدايا' },
  blog: { en: 'Blogs', ar: 'المدونات' },
  home: { en: 'Home', ar: 'الرئيسية' },
});

export const playbackModes = enumeration({
  autoplay: { en: 'Autoplay (muted, looped)', ar: 'تشغيل تلقائي (بدون صوت ومتكرر)' },
  click: { en: 'Play on click', ar: 'تشغيل عند النقر' },
  off: { en: 'Off (poster only)', ar: 'متوقف (صورة فقط)' },
});

/** Areas of Qatar a listing can be in (ARCHITECTURE.md §3). */
export const areas = enumeration({
  west_bay: { en: 'West Bay', ar: 'الخليج الغربي' },
  the_pearl: { en: 'The Pearl', ar: 'اللؤلؤة' },
  lusail: { en: 'Lusail', ar: 'لوسيل' },
  msheireb: { en: 'Msheireb', ar: 'مشيرب' },
  al_sadd: { en: 'Al Sadd', ar: 'السد' },
  katara: { en: 'Katara', ar: 'كتارا' },
  souq_waqif: { en: 'Souq Waqif', ar: 'سوق واقف' },
  al_wakrah: { en: 'Al Wakrah', ar: 'الوكرة' },
  al_khor: { en: 'Al Khor', ar: 'الخور' },
  al_rayyan: { en: 'Al Rayyan', ar: 'الريان' },
  al_dafna: { en: 'Al Dafna', ar: 'الدفنة' },
  old_airport: { en: 'Old Airport', ar: 'المطار القديم' },
  al_waab: { en: 'Al Waab', ar: 'الوعب' },
  education_city: { en: 'Education City', ar: 'المدينة التعليمية' },
  al_gharrafa: { en: 'Al Gharrafa', ar: 'الغرافة' },
  bin_mahmoud: { en: 'Bin Mahmoud', ar: 'بن محمود' },
});

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdayLabels: Record<Weekday, Bilingual> = {
  mon: { en: 'Monday', ar: 'الاثنين' },
  tue: { en: 'Tuesday', ar: 'الثلاثاء' },
  wed: { en: 'Wednesday', ar: 'الأربعاء' },
  thu: { en: 'Thursday', ar: 'الخميس' },
  fri: { en: 'Friday', ar: 'الجمعة' },
  sat: { en: 'Saturday', ar: 'السبت' },
  sun: { en: 'Sunday', ar: 'الأحد' },
};

export const restaurantSorts = [
  'featured',
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
] as const;
export const blogSorts = ['newest', 'oldest', 'title', 'shortest_read'] as const;

/**
 * The enumeration whose codes each field of a listing holds, by the field's name in its records (the
 * api's, the back office's and the audit trail's): what the lists' filters, the detail pages' groups,
 * the schemas and the activity log's labels take a field's values from.
 */
export const listingFieldValues = {
  area: areas,
  pricing: priceLevels,
  cuisineTypes: cuisines,
  diningOptions,
  dietaryPreferences,
  mealOptions,
  ambience: ambiences,
  amenities,
  deliveryOptions,
  categories: shopCategories,
  availableItems: shopCategories,
  occasions,
  personalizations,
  recipients,
} as const;
export type ListingEnumField = keyof typeof listingFieldValues;

export type Cuisine = (typeof cuisines.values)[number];
export type DietaryPreference = (typeof dietaryPreferences.values)[number];
export type DiningOption = (typeof diningOptions.values)[number];
export type MealOption = (typeof mealOptions.values)[number];
export type Ambience = (typeof ambiences.values)[number];
export type Amenity = (typeof amenities.values)[number];
export type ShopCategory = (typeof shopCategories.values)[number];
export type Occasion = (typeof occasions.values)[number];
export type DeliveryOption = (typeof deliveryOptions.values)[number];
export type Personalization = (typeof personalizations.values)[number];
export type Recipient = (typeof recipients.values)[number];
export type BlogCategory = (typeof blogCategories.values)[number];
export type PriceLevel = (typeof priceLevels.values)[number];
export type Role = (typeof roles.values)[number];
export type SavedItemType = (typeof savedItemTypes.values)[number];
export type AdCategory = (typeof adCategories.values)[number];
export type PlaybackMode = (typeof playbackModes.values)[number];
export type Area = (typeof areas.values)[number];
export type Weekday = (typeof weekdays)[number];
export type ListingSort = (typeof restaurantSorts)[number];
export type BlogSort = (typeof blogSorts)[number];
