import { registerNamespace } from 'platform/i18n';
import blogsAr from '../features/blogs/i18n/ar.json';
import blogsEn from '../features/blogs/i18n/en.json';
import contactAr from '../features/contact/i18n/ar.json';
import contactEn from '../features/contact/i18n/en.json';
import homeAr from '../features/home/i18n/ar.json';
import homeEn from '../features/home/i18n/en.json';
import listingCommonAr from '../features/listing-common/i18n/ar.json';
import listingCommonEn from '../features/listing-common/i18n/en.json';
import listingDetailAr from '../features/listing-detail/i18n/ar.json';
import listingDetailEn from '../features/listing-detail/i18n/en.json';
import restaurantsAr from '../features/restaurants/i18n/ar.json';
import restaurantsEn from '../features/restaurants/i18n/en.json';
import savedAr from '../features/saved/i18n/ar.json';
import savedEn from '../features/saved/i18n/en.json';
import shopsAr from '../features/shops/i18n/ar.json';
import shopsEn from '../features/shops/i18n/en.json';
import pagesAr from '../features/static-pages/i18n/ar.json';
import pagesEn from '../features/static-pages/i18n/en.json';

/**
 * This remote's translations, registered with the shared i18next when the remote loads.
 * Each feature keeps its strings beside its code, under its own top-level key.
 */
export const LISTINGS_NAMESPACE = 'listings';
registerNamespace(LISTINGS_NAMESPACE, {
  en: {
    home: homeEn,
    restaurants: restaurantsEn,
    shops: shopsEn,
    blogs: blogsEn,
    contact: contactEn,
    pages: pagesEn,
    saved: savedEn,
    listing: listingCommonEn,
    detail: listingDetailEn,
  },
  ar: {
    home: homeAr,
    restaurants: restaurantsAr,
    shops: shopsAr,
    blogs: blogsAr,
    contact: contactAr,
    pages: pagesAr,
    saved: savedAr,
    listing: listingCommonAr,
    detail: listingDetailAr,
  },
});
