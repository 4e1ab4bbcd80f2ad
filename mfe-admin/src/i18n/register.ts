import { registerNamespace } from 'platform/i18n';
import formPartsAr from '../components/i18n/ar.json';
import formPartsEn from '../components/i18n/en.json';
import listingsAr from '../components/listing-list/i18n/ar.json';
import listingsEn from '../components/listing-list/i18n/en.json';
import activityAr from '../features/activity/i18n/ar.json';
import activityEn from '../features/activity/i18n/en.json';
import adsAr from '../features/ads/i18n/ar.json';
import adsEn from '../features/ads/i18n/en.json';
import blogsAr from '../features/blogs/i18n/ar.json';
import blogsEn from '../features/blogs/i18n/en.json';
import dashboardAr from '../features/dashboard/i18n/ar.json';
import dashboardEn from '../features/dashboard/i18n/en.json';
import inboxAr from '../features/inbox/i18n/ar.json';
import inboxEn from '../features/inbox/i18n/en.json';
import layoutAr from '../features/layout/i18n/ar.json';
import layoutEn from '../features/layout/i18n/en.json';
import listingFormsAr from '../features/listing-forms/i18n/ar.json';
import listingFormsEn from '../features/listing-forms/i18n/en.json';
import restaurantsAr from '../features/restaurants/i18n/ar.json';
import restaurantsEn from '../features/restaurants/i18n/en.json';
import shopsAr from '../features/shops/i18n/ar.json';
import shopsEn from '../features/shops/i18n/en.json';
import usersAr from '../features/users/i18n/ar.json';
import usersEn from '../features/users/i18n/en.json';
import { ADMIN_NAMESPACE } from './namespace.ts';

/**
 * This remote's translations, registered with the shared i18next when the remote loads.
 * Each feature keeps its strings beside its code, under its own top-level key; the shared
 * components' strings (`listings`: the restaurants and gift shops lists) live beside them.
 */
registerNamespace(ADMIN_NAMESPACE, {
  en: {
    layout: layoutEn,
    dashboard: dashboardEn,
    users: usersEn,
    activity: activityEn,
    inbox: inboxEn,
    listings: listingsEn,
    restaurants: restaurantsEn,
    shops: shopsEn,
    formParts: formPartsEn,
    listingForms: listingFormsEn,
    blogs: blogsEn,
    ads: adsEn,
  },
  ar: {
    layout: layoutAr,
    dashboard: dashboardAr,
    users: usersAr,
    activity: activityAr,
    inbox: inboxAr,
    listings: listingsAr,
    restaurants: restaurantsAr,
    shops: shopsAr,
    formParts: formPartsAr,
    listingForms: listingFormsAr,
    blogs: blogsAr,
    ads: adsAr,
  },
});

export { ADMIN_NAMESPACE };
