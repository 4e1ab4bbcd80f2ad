import { registerNamespace } from 'platform/i18n';
import activityAr from '../features/activity/i18n/ar.json';
import activityEn from '../features/activity/i18n/en.json';
import dashboardAr from '../features/dashboard/i18n/ar.json';
import dashboardEn from '../features/dashboard/i18n/en.json';
import inboxAr from '../features/inbox/i18n/ar.json';
import inboxEn from '../features/inbox/i18n/en.json';
import layoutAr from '../features/layout/i18n/ar.json';
import layoutEn from '../features/layout/i18n/en.json';
import usersAr from '../features/users/i18n/ar.json';
import usersEn from '../features/users/i18n/en.json';
import { ADMIN_NAMESPACE } from './namespace.ts';

/**
 * This remote's translations, registered with the shared i18next when the remote loads.
 * Each feature keeps its strings beside its code, under its own top-level key.
 */
registerNamespace(ADMIN_NAMESPACE, {
  en: { layout: layoutEn, dashboard: dashboardEn, users: usersEn, activity: activityEn, inbox: inboxEn },
  ar: { layout: layoutAr, dashboard: dashboardAr, users: usersAr, activity: activityAr, inbox: inboxAr },
});

export { ADMIN_NAMESPACE };
